import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';
import {PRODUCT_CATALOG} from '@site/src/demo-data/tree-product-catalog';

export default function RichSelectionApi() {
  const apiRef = useTreeViewApiRef();

  return (
    <Box sx={{height: 300, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={(event) => apiRef.current?.setItemSelection({event, itemId: 'rope'})}>
          Toggle the rope
        </Button>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView aria-label="Catalogue" apiRef={apiRef} items={PRODUCT_CATALOG} defaultExpandedItems={['climbing']} />
      </Box>
    </Box>
  );
}
