import * as React from 'react';
import Box from '@mui/material/Box';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

export default function FirstSimpleTree() {
  return (
    <Box sx={{height: 220, maxWidth: 400, overflowY: 'auto'}}>
      <SimpleTreeView aria-label="Weekend trip packing list">
        <TreeItem itemId="clothes" label="Clothes">
          <TreeItem itemId="clothes/rain-jacket" label="Rain jacket" />
          <TreeItem itemId="clothes/boots" label="Walking boots" />
        </TreeItem>
        <TreeItem itemId="documents" label="Documents">
          <TreeItem itemId="documents/passport" label="Passport" />
          <TreeItem itemId="documents/tickets" label="Train tickets" />
        </TreeItem>
        <TreeItem itemId="charger" label="Phone charger" />
      </SimpleTreeView>
    </Box>
  );
}
