import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeViewPro} from '@mui/x-tree-view-pro/RichTreeViewPro';
import {LIBRARY_SHELVES} from '@site/src/demo-data/tree-v7-library';

// v7 needs both experimental flags; the drop indicator relies on indentation at item level.
export default function OrderingBasic() {
  return (
    <Box sx={{height: 340, maxWidth: 460, overflowY: 'auto'}}>
      <RichTreeViewPro
        aria-label="Library shelves"
        items={LIBRARY_SHELVES}
        experimentalFeatures={{indentationAtItemLevel: true, itemsReordering: true}}
        itemsReordering
        defaultExpandedItems={['fiction', 'fiction/classics', 'science']}
      />
    </Box>
  );
}
