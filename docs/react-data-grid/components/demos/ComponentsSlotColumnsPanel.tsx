import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(20, 86);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 140, description: 'Name printed on the label'},
  {field: 'category', headerName: 'Category', width: 110, description: 'Shelf group'},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 100, description: 'Units on the shelves today'},
  {field: 'unitPrice', headerName: 'Price', type: 'number', width: 100, description: 'Shelf price in dollars'},
  {field: 'restockedOn', headerName: 'Restocked', type: 'date', width: 120, description: 'Last delivery'},
];

export default function ComponentsSlotColumnsPanel() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        slotProps={{
          // The list inside the columns panel: sorted by title, and searched by description too.
          columnsManagement: {
            sort: 'asc',
            autoFocusSearchField: false,
            searchPredicate: (column, search) =>
              `${column.headerName ?? ''} ${column.description ?? ''}`.toLowerCase().includes(search.toLowerCase()),
          },
        }}
      />
    </Box>
  );
}
