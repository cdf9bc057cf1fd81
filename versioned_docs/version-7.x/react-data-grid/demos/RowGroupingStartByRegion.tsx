import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function RowGroupingStartByRegion() {
  // Read once on mount: the grid opens grouped by region, and the reader can regroup from the column menus.
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium rows={rows} columns={columns} initialState={{rowGrouping: {model: ['region']}}} density="compact" />
    </Box>
  );
}
