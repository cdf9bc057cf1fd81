import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {FILE_SYSTEM, type FileNode} from '@site/src/demo-data/tree-file-system';

// Files can be renamed, folders cannot.
const isItemEditable = (node: FileNode) => !node.children;

export default function RichEditingLeavesOnly() {
  return (
    <Box sx={{height: 300, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeView aria-label="Project files" items={FILE_SYSTEM} defaultExpandedItems={['src', 'docs']} isItemEditable={isItemEditable} />
    </Box>
  );
}
