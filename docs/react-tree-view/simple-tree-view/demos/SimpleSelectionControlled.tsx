import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

const ALL = ['tops', 'tops/shirt', 'tops/sweater', 'bottoms', 'bottoms/jeans', 'bottoms/shorts', 'shoes'];

export default function SimpleSelectionControlled() {
  const [selected, setSelected] = React.useState<string[]>(['shoes']);

  return (
    <Box sx={{height: 300, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={() => setSelected(ALL)}>
          Select all
        </Button>
        <Button size="small" onClick={() => setSelected([])}>
          Clear
        </Button>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <SimpleTreeView
          aria-label="Wardrobe"
          multiSelect
          checkboxSelection
          defaultExpandedItems={['tops', 'bottoms']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, ids) => setSelected(ids)}
        >
          <TreeItem itemId="tops" label="Tops">
            <TreeItem itemId="tops/shirt" label="Linen shirt" />
            <TreeItem itemId="tops/sweater" label="Wool sweater" />
          </TreeItem>
          <TreeItem itemId="bottoms" label="Bottoms">
            <TreeItem itemId="bottoms/jeans" label="Jeans" />
            <TreeItem itemId="bottoms/shorts" label="Shorts" />
          </TreeItem>
          <TreeItem itemId="shoes" label="Shoes" />
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
