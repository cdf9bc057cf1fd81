import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {LIBRARY_SHELVES, type ShelfNode} from '@site/src/demo-data/tree-v7-library';

// Shelves keep their names; only the books (items without children) can be renamed.
const isBook = (item: ShelfNode) => !item.children || item.children.length === 0;

export default function RichEditingLeavesOnly() {
  return (
    <Box sx={{height: 300, maxWidth: 460, overflowY: 'auto'}}>
      <RichTreeView
        aria-label="Library shelves"
        items={LIBRARY_SHELVES}
        experimentalFeatures={{labelEditing: true}}
        isItemEditable={isBook}
        defaultExpandedItems={['science', 'history']}
      />
    </Box>
  );
}
