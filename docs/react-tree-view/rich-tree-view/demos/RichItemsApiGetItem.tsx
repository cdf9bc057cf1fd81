import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';
import {PRODUCT_CATALOG, formatPrice, type CatalogItem} from '@site/src/demo-data/tree-product-catalog';

export default function RichItemsApiGetItem() {
  const apiRef = useTreeViewApiRef();
  const [details, setDetails] = React.useState('Select a product.');

  return (
    <Box sx={{height: 300, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Catalogue"
          apiRef={apiRef}
          items={PRODUCT_CATALOG}
          defaultExpandedItems={['climbing']}
          onSelectedItemsChange={(_event, itemId) => {
            // getItem returns the object you passed in `items`, with all its fields.
            const item: CatalogItem | undefined = itemId ? apiRef.current?.getItem(itemId) : undefined;
            setDetails(item?.price === undefined ? 'A category: pick a product inside it.' : `${item.label}: ${formatPrice(item.price)}`);
          }}
        />
      </Box>
      <Typography variant="body2">{details}</Typography>
    </Box>
  );
}
