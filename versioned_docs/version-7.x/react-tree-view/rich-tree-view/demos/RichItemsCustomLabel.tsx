import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {LIBRARY_SHELVES, type ShelfNode} from '@site/src/demo-data/tree-v7-library';

// The label must be a string: here a shelf also shows how many entries it holds.
const shelfTitle = (item: ShelfNode) => (item.children ? `${item.label} (${item.children.length})` : item.label);

export default function RichItemsCustomLabel() {
  return (
    <Box sx={{height: 300, maxWidth: 460, overflowY: 'auto'}}>
      <RichTreeView aria-label="Library shelves" items={LIBRARY_SHELVES} getItemLabel={shelfTitle} defaultExpandedItems={['fiction']} />
    </Box>
  );
}
