import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {PRODUCT_CATALOG, formatPrice, type CatalogItem} from '@site/src/demo-data/tree-product-catalog';

// Products show their price next to their name; categories keep their plain label.
const getItemLabel = (item: CatalogItem) => (item.price === undefined ? item.label : `${item.label} · ${formatPrice(item.price)}`);

export default function RichItemsCustomLabel() {
  return (
    <Box sx={{height: 300, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeView
        aria-label="Catalogue"
        items={PRODUCT_CATALOG}
        getItemLabel={getItemLabel}
        defaultExpandedItems={['camping', 'tents']}
      />
    </Box>
  );
}
