import * as React from 'react';
import Box from '@mui/material/Box';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

export default function ReadingRoomMap() {
  return (
    <Box sx={{height: 260, maxWidth: 400, overflowY: 'auto'}}>
      <SimpleTreeView aria-label="Library floors" defaultExpandedItems={['ground', 'first']}>
        <TreeItem itemId="ground" label="Ground floor">
          <TreeItem itemId="ground/lending" label="Lending desk" />
          <TreeItem itemId="ground/children" label="Children's corner" />
        </TreeItem>
        <TreeItem itemId="first" label="First floor">
          <TreeItem itemId="first/reading" label="Reading room" />
          <TreeItem itemId="first/archive" label="Local archive (by appointment)" disabled />
        </TreeItem>
        <TreeItem itemId="basement" label="Basement">
          <TreeItem itemId="basement/stacks" label="Closed stacks" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
