import * as React from 'react';
import Box from '@mui/material/Box';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

export default function QuickstartSimpleTree() {
  return (
    <Box sx={{height: 220, maxWidth: 360, overflowY: 'auto'}}>
      <SimpleTreeView aria-label="Kitchen cupboards">
        <TreeItem itemId="baking" label="Baking">
          <TreeItem itemId="flour" label="Flour" />
          <TreeItem itemId="sugar" label="Sugar" />
        </TreeItem>
        <TreeItem itemId="spices" label="Spices">
          <TreeItem itemId="cumin" label="Cumin" />
          <TreeItem itemId="paprika" label="Smoked paprika" />
        </TreeItem>
        <TreeItem itemId="tea" label="Tea" />
      </SimpleTreeView>
    </Box>
  );
}
