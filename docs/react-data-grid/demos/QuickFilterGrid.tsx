import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(40, 21);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'id', headerName: 'SKU', width: 80},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 160},
  {field: 'category', headerName: 'Category', width: 130},
  {
    field: 'inStock',
    headerName: 'Stock level',
    width: 130,
    valueGetter: (_value, row) => (row.inStock === 0 ? 'Sold out' : row.inStock < 20 ? 'Low' : 'Healthy'),
  },
];

export default function QuickFilterGrid() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        disableColumnSelector
        disableDensitySelector
        initialState={{
          pagination: {paginationModel: {pageSize: 5}},
          filter: {filterModel: {items: [], quickFilterValues: []}},
        }}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
