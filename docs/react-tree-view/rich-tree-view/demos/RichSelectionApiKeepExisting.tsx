import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';
import {PRODUCT_CATALOG} from '@site/src/demo-data/tree-product-catalog';

const IN_STOCK_CLIMBING = ['harness', 'rope', 'chalk'];

export default function RichSelectionApiKeepExisting() {
  const apiRef = useTreeViewApiRef();

  const addClimbing = (event: React.SyntheticEvent) => {
    IN_STOCK_CLIMBING.forEach((itemId) =>
      apiRef.current?.setItemSelection({event, itemId, shouldBeSelected: true, keepExistingSelection: true}),
    );
  };

  return (
    <Box sx={{height: 340, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={addClimbing}>
          Add all climbing gear
        </Button>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Catalogue"
          apiRef={apiRef}
          items={PRODUCT_CATALOG}
          multiSelect
          checkboxSelection
          defaultSelectedItems={['stove']}
          defaultExpandedItems={['camping', 'climbing']}
        />
      </Box>
    </Box>
  );
}
