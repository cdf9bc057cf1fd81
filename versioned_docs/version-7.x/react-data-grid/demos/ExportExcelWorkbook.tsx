import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, GridToolbar, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(40);

const columns: GridColDef<OrderRow>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'orderedOn', headerName: 'Ordered on', type: 'date', width: 120},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function ExportExcelWorkbook() {
  // Premium's Export menu gains "Download as Excel"; dates stay dates and numbers stay numbers in the file.
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{toolbar: GridToolbar}}
        slotProps={{
          toolbar: {
            excelOptions: {fileName: 'bike-orders', columnsStyles: {revenue: {numFmt: '#,##0'}}},
          },
        }}
        density="compact"
      />
    </Box>
  );
}
