import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {DataGridPremium, Toolbar, ExportExcel, ExportCsv, PivotPanelTrigger, type GridColDef} from '@mui/x-data-grid-premium';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(30, 5);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120},
];

/** Premium adds components of its own (Excel export, pivot panel) that mix with the Community ones. */
function PremiumToolbar() {
  return (
    <Toolbar>
      <Typography sx={{flex: 1, fontWeight: 600}}>Premium pieces</Typography>
      <ExportCsv render={<Button size="small" />}>CSV</ExportCsv>
      <ExportExcel render={<Button size="small" />} options={{fileName: 'bike-stock'}}>
        Excel
      </ExportExcel>
      <PivotPanelTrigger
        render={(props, state) => (
          <Button {...props} size="small" variant={state.open ? 'contained' : 'outlined'}>
            {state.active ? 'Pivot (on)' : 'Pivot'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function ComponentsOverviewPremium() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{toolbar: PremiumToolbar}}
        showToolbar
        initialState={{pagination: {paginationModel: {pageSize: 5}}}}
        pagination
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
