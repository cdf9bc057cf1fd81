import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

type Variant = 'skeleton' | 'linear-progress' | 'circular-progress';

const allRows = createInventoryRows(8, 53);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

export default function OverlaysLoadingVariants() {
  const [loading, setLoading] = React.useState(true);
  const [empty, setEmpty] = React.useState(false);
  const [variant, setVariant] = React.useState<Variant>('skeleton');

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <FormControlLabel control={<Switch checked={loading} onChange={(e) => setLoading(e.target.checked)} />} label="loading" />
        <FormControlLabel control={<Switch checked={empty} onChange={(e) => setEmpty(e.target.checked)} />} label="No rows yet" />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={variant}
          onChange={(_event, value: Variant | null) => value && setVariant(value)}
          aria-label="Loading overlay variant"
        >
          <ToggleButton value="skeleton">skeleton</ToggleButton>
          <ToggleButton value="linear-progress">linear-progress</ToggleButton>
          <ToggleButton value="circular-progress">circular-progress</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{height: 340}}>
        <DataGrid
          rows={empty ? [] : allRows}
          columns={columns}
          loading={loading}
          hideFooter
          // `variant` is used while rows are shown, `noRowsVariant` while there are none yet.
          slotProps={{loadingOverlay: {variant, noRowsVariant: variant}}}
        />
      </Box>
    </Box>
  );
}
