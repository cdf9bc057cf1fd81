import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(40, 17);

const currency = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Frames', 'Wheels', 'Parts', 'Apparel'],
    width: 130,
  },
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
  {
    field: 'unitPrice',
    headerName: 'Price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
  {field: 'restockedOn', headerName: 'Restocked', type: 'date', width: 130},
  {
    field: 'available',
    headerName: 'Available',
    type: 'boolean',
    width: 110,
    valueGetter: (_value, row) => row.inStock > 0,
  },
];

export default function QuickstartConfiguredGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        checkboxSelection
        disableRowSelectionOnClick
        pageSizeOptions={[5, 10, 25]}
        initialState={{
          pagination: {paginationModel: {pageSize: 5}},
          sorting: {sortModel: [{field: 'unitPrice', sort: 'desc'}]},
        }}
      />
    </Box>
  );
}
