import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {PRODUCT_CATALOG} from '@site/src/demo-data/tree-product-catalog';

export default function QuickstartRichTree() {
  return (
    <Box sx={{height: 260, maxWidth: 400, overflowY: 'auto'}}>
      <RichTreeView aria-label="Product catalogue" items={PRODUCT_CATALOG} defaultExpandedItems={['camping']} />
    </Box>
  );
}
