import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, gridClasses, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(30, 47);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

export default function StyleRecipesStripedRows() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        pageSizeOptions={[10]}
        initialState={{pagination: {paginationModel: {pageSize: 10}}}}
        // Index on the page, not in the data: stripes stay regular after sorting or filtering.
        getRowClassName={({indexRelativeToCurrentPage}) => (indexRelativeToCurrentPage % 2 === 0 ? 'even' : 'odd')}
        sx={(theme) => ({
          [`& .${gridClasses.row}.odd`]: {bgcolor: (theme.vars || theme).palette.action.hover},
          [`& .${gridClasses.columnHeader}`]: {bgcolor: (theme.vars || theme).palette.action.selected},
        })}
      />
    </Box>
  );
}
