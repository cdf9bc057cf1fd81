import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridToolbar, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(40);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 160},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
  {field: 'unitPrice', headerName: 'Price (USD)', type: 'number', width: 120},
  {field: 'restockedOn', headerName: 'Restocked', type: 'date', width: 130},
];

export default function QuickstartEverydayOptions() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        density="compact"
        slots={{toolbar: GridToolbar}}
        initialState={{
          pagination: {paginationModel: {pageSize: 10}},
          sorting: {sortModel: [{field: 'inStock', sort: 'asc'}]},
        }}
        pageSizeOptions={[10, 20, 40]}
      />
    </Box>
  );
}
