import * as React from 'react';
import Box from '@mui/material/Box';

import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

export default function SimpleSelectionDisabled() {
  return (
    <Box sx={{height: 250, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <SimpleTreeView aria-label="Wardrobe" defaultExpandedItems={['tops', 'bottoms']} disableSelection>
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
