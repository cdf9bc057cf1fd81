import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(25);

const columns: GridColDef<OrderRow>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  // disableExport keeps an internal column out of every export format.
  {field: 'unitPrice', headerName: 'Unit price (internal)', type: 'number', width: 160, disableExport: true},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function ExportToolbarCsvPrint() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: {fileName: 'bike-orders', delimiter: ';', utf8WithBom: true},
            printOptions: {hideFooter: true, hideToolbar: true},
          },
        }}
        initialState={{pagination: {paginationModel: {pageSize: 10}}}}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
