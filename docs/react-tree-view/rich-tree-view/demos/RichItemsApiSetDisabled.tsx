import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';
import {PRODUCT_CATALOG} from '@site/src/demo-data/tree-product-catalog';

export default function RichItemsApiSetDisabled() {
  const apiRef = useTreeViewApiRef();
  const [disabled, setDisabled] = React.useState(false);

  const toggle = () => {
    apiRef.current?.setIsItemDisabled({itemId: 'cycling', shouldBeDisabled: !disabled});
    setDisabled(!disabled);
  };

  return (
    <Box sx={{height: 300, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={toggle}>
          {disabled ? 'Enable' : 'Disable'} the cycling department
        </Button>
      </Box>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView aria-label="Catalogue" apiRef={apiRef} items={PRODUCT_CATALOG} defaultExpandedItems={['cycling']} />
      </Box>
    </Box>
  );
}
