import * as React from 'react';
import Box from '@mui/material/Box';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

// Clicking a label selects the item; only the arrow expands or collapses it.
export default function SimpleExpansionIconContainer() {
  return (
    <Box sx={{height: 240, maxWidth: 420, overflowY: 'auto'}}>
      <SimpleTreeView aria-label="Rail routes" expansionTrigger="iconContainer">
        <TreeItem itemId="europe" label="Europe">
          <TreeItem itemId="europe/glacier" label="Glacier Express" />
          <TreeItem itemId="europe/bernina" label="Bernina Express" />
        </TreeItem>
        <TreeItem itemId="asia" label="Asia">
          <TreeItem itemId="asia/tokaido" label="Tōkaidō Shinkansen" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
