import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeViewPro} from '@mui/x-tree-view-pro';
import {FILE_SYSTEM, findFile} from '@site/src/demo-data/tree-file-system';

// Folders stay where they are; only files can be picked up.
const isItemReorderable = (itemId: string) => findFile(FILE_SYSTEM, itemId)?.kind !== 'folder';

export default function OrderingReorderable() {
  return (
    <Box sx={{height: 340, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeViewPro
        aria-label="Project files"
        items={FILE_SYSTEM}
        itemsReordering
        isItemReorderable={isItemReorderable}
        defaultExpandedItems={['assets', 'docs']}
      />
    </Box>
  );
}
