import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionMultiple() {
  const [selected, setSelected] = React.useState<string[]>([]);
  return (
    <Box sx={{height: 290, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <SimpleTreeView
          aria-label="Wardrobe"
          defaultExpandedItems={['tops', 'bottoms']}
          multiSelect
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
      <Typography variant="body2">Selected: {selected.length ? selected.join(', ') : 'none'}</Typography>
    </Box>
  );
}
