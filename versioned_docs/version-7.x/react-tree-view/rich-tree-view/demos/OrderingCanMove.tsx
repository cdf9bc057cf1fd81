import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeViewPro} from '@mui/x-tree-view-pro/RichTreeViewPro';
import {LIBRARY_SHELVES} from '@site/src/demo-data/tree-v7-library';

// Books may change order or shelf, but never leave a shelf for the top level,
// and the top-level sections stay where they are.
export default function OrderingCanMove() {
  return (
    <Box sx={{height: 340, maxWidth: 460, overflowY: 'auto'}}>
      <RichTreeViewPro
        aria-label="Library shelves"
        items={LIBRARY_SHELVES}
        experimentalFeatures={{indentationAtItemLevel: true, itemsReordering: true}}
        itemsReordering
        canMoveItemToNewPosition={({oldPosition, newPosition}) => oldPosition.parentId !== null && newPosition.parentId !== null}
        defaultExpandedItems={['fiction', 'fiction/crime', 'history']}
      />
    </Box>
  );
}
