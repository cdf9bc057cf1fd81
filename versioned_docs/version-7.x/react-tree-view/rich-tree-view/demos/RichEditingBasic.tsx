import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {LIBRARY_SHELVES} from '@site/src/demo-data/tree-v7-library';

// In v7 label editing is experimental: without the flag, isItemEditable has no effect.
export default function RichEditingBasic() {
  return (
    <Box sx={{height: 300, maxWidth: 460, overflowY: 'auto'}}>
      <RichTreeView
        aria-label="Library shelves"
        items={LIBRARY_SHELVES}
        experimentalFeatures={{labelEditing: true}}
        isItemEditable
        defaultExpandedItems={['fiction', 'fiction/crime']}
      />
    </Box>
  );
}
