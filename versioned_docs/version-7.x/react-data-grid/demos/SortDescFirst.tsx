import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(30, 29);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 160},
  {field: 'category', headerName: 'Category', width: 120},
  // This column cycles between two directions only and starts with the largest stock.
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 120, sortingOrder: ['desc', 'asc']},
  {field: 'unitPrice', headerName: 'Price', type: 'number', width: 110},
];

export default function SortDescFirst() {
  // Every other column: descending, ascending, then unsorted.
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} sortingOrder={['desc', 'asc', null]} density="compact" hideFooter />
    </Box>
  );
}
