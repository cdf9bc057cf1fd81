import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {PRODUCT_CATALOG} from '@site/src/demo-data/tree-product-catalog';

export default function RichSelectionDisabled() {
  return (
    <Box sx={{height: 300, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeView aria-label="Catalogue" items={PRODUCT_CATALOG} defaultExpandedItems={['camping', 'tents']} disableSelection />
    </Box>
  );
}
