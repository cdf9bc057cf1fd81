import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {PRODUCT_CATALOG, type CatalogItem} from '@site/src/demo-data/tree-product-catalog';

// Products that are out of stock cannot be selected.
const isItemDisabled = (item: CatalogItem) => item.inStock === false;

export default function RichItemsDisabled() {
  return (
    <Box sx={{height: 300, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeView
        aria-label="Catalogue"
        items={PRODUCT_CATALOG}
        isItemDisabled={isItemDisabled}
        defaultExpandedItems={['camping', 'tents', 'cycling', 'helmets']}
      />
    </Box>
  );
}
