import * as React from 'react';
import Box from '@mui/material/Box';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

export default function SimpleExpansionIconContainer() {
  return (
    <Box sx={{height: 300, maxWidth: 420, overflowY: 'auto'}}>
      {/* A click on the label selects the item; only the arrow opens or closes it. */}
      <SimpleTreeView aria-label="Offices" expansionTrigger="iconContainer" defaultExpandedItems={['europe']}>
        <TreeItem itemId="europe" label="Europe">
          <TreeItem itemId="europe/lisbon" label="Lisbon" />
          <TreeItem itemId="europe/oslo" label="Oslo" />
        </TreeItem>
        <TreeItem itemId="asia" label="Asia">
          <TreeItem itemId="asia/seoul" label="Seoul" />
          <TreeItem itemId="asia/hanoi" label="Hanoi" />
        </TreeItem>
        <TreeItem itemId="americas" label="Americas">
          <TreeItem itemId="americas/lima" label="Lima" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
