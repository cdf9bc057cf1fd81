import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {LIBRARY_SHELVES} from '@site/src/demo-data/tree-v7-library';

// In v7 a parent's checkbox selects the parent only, never its children.
export default function RichSelectionCheckbox() {
  return (
    <Box sx={{height: 300, maxWidth: 460, overflowY: 'auto'}}>
      <RichTreeView
        aria-label="Library shelves"
        items={LIBRARY_SHELVES}
        checkboxSelection
        multiSelect
        defaultExpandedItems={['fiction', 'fiction/classics']}
      />
    </Box>
  );
}
