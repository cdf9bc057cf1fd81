import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(60, 29);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150, editable: true},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110, editable: true},
  {field: 'unitPrice', headerName: 'Price ($)', type: 'number', width: 110},
  {field: 'restockedOn', headerName: 'Restocked', type: 'date', width: 130},
];

/** Sorting, filtering, pagination, selection, editing, toolbar and export: all in the free package. */
export default function FeaturesCommunityTour() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        checkboxSelection
        pageSizeOptions={[10, 25, 50]}
        initialState={{
          pagination: {paginationModel: {pageSize: 10}},
          filter: {filterModel: {items: [{field: 'category', operator: 'equals', value: 'Parts'}]}},
        }}
      />
    </Box>
  );
}
