import * as React from 'react';
import Box from '@mui/material/Box';
import StarRounded from '@mui/icons-material/StarRounded';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

export default function ItemCustomIconSlot() {
  return (
    <Box sx={{height: 240, maxWidth: 420, overflowY: 'auto'}}>
      <SimpleTreeView aria-label="Bookmarks" defaultExpandedItems={['work']}>
        <TreeItem itemId="work" label="Work">
          {/* The icon slot replaces the expand, collapse and end icons of this one item. */}
          <TreeItem itemId="work/board" label="Sprint board" slots={{icon: StarRounded}} slotProps={{icon: {color: 'warning'} as object}} />
          <TreeItem itemId="work/wiki" label="Team wiki" />
        </TreeItem>
        <TreeItem itemId="news" label="News" slots={{icon: StarRounded}} slotProps={{icon: {color: 'warning'} as object}} />
      </SimpleTreeView>
    </Box>
  );
}
