import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridToolbar, type GridColDef} from '@mui/x-data-grid';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(40);

const columns: GridColDef<OrderRow>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function ExportDefaultToolbar() {
  // v7 adds the toolbar as a slot; its Export button offers CSV and print.
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{toolbar: GridToolbar}}
        slotProps={{toolbar: {csvOptions: {fileName: 'bike-orders'}, printOptions: {hideFooter: true}}}}
        density="compact"
      />
    </Box>
  );
}
