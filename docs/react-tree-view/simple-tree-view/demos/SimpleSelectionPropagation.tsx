import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionPropagation() {
  const [parents, setParents] = React.useState(true);
  const [descendants, setDescendants] = React.useState(true);

  return (
    <Box sx={{height: 320, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Stack direction="row" sx={{flexWrap: 'wrap'}}>
        <FormControlLabel
          control={<Switch checked={descendants} onChange={(e) => setDescendants(e.target.checked)} />}
          label="Descendants"
        />
        <FormControlLabel control={<Switch checked={parents} onChange={(e) => setParents(e.target.checked)} />} label="Parents" />
      </Stack>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <SimpleTreeView
          aria-label="Wardrobe"
          multiSelect
          checkboxSelection
          selectionPropagation={{parents, descendants}}
          defaultExpandedItems={['tops', 'bottoms']}
        >
          <TreeItem itemId="tops" label="Tops">
            <TreeItem itemId="tops/shirt" label="Linen shirt" />
            <TreeItem itemId="tops/sweater" label="Wool sweater" />
          </TreeItem>
          <TreeItem itemId="bottoms" label="Bottoms">
            <TreeItem itemId="bottoms/jeans" label="Jeans" />
            <TreeItem itemId="bottoms/shorts" label="Shorts" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
