import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(8, 64);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

export default function OverlaysCircularProgress() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />} label="loading" />
      <Box sx={{height: 340}}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          hideFooter
          // The same spinner with or without rows.
          slotProps={{loadingOverlay: {variant: 'circular-progress', noRowsVariant: 'circular-progress'}}}
        />
      </Box>
    </Box>
  );
}
