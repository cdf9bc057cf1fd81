import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';
import {PRODUCT_CATALOG} from '@site/src/demo-data/tree-product-catalog';

export default function RichEditingApiUpdateLabel() {
  const apiRef = useTreeViewApiRef();
  const [sale, setSale] = React.useState(false);

  const toggleSale = () => {
    apiRef.current?.updateItemLabel('climbing', sale ? 'Climbing' : 'Climbing (spring sale)');
    setSale(!sale);
  };

  return (
    <Box sx={{height: 300, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={toggleSale}>
          {sale ? 'End' : 'Start'} the climbing sale
        </Button>
      </Box>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView aria-label="Catalogue" apiRef={apiRef} items={PRODUCT_CATALOG} isItemEditable defaultExpandedItems={['climbing']} />
      </Box>
    </Box>
  );
}
