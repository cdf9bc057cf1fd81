import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {PRODUCT_CATALOG, findCatalogItem} from '@site/src/demo-data/tree-product-catalog';

export default function RichSelectionControlled() {
  const [selected, setSelected] = React.useState<string[]>([]);
  const total = selected.reduce((sum, id) => sum + (findCatalogItem(id)?.price ?? 0), 0);

  return (
    <Box sx={{height: 340, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center'}}>
        <Button size="small" variant="outlined" onClick={() => setSelected(['harness', 'rope', 'chalk'])}>
          Climbing starter kit
        </Button>
        <Button size="small" onClick={() => setSelected([])}>
          Clear
        </Button>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Catalogue"
          items={PRODUCT_CATALOG}
          multiSelect
          checkboxSelection
          defaultExpandedItems={['climbing', 'cycling']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, ids) => setSelected(ids)}
        />
      </Box>
      <Typography variant="body2" data-testid="basket-total">
        {selected.length} selected, €{total}
      </Typography>
    </Box>
  );
}
