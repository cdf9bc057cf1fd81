import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, gridClasses, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(12, 185);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'id', headerName: 'ID', width: 70, resizable: false},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120, resizable: false},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

export default function StyleRecipesFixedSeparators() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        // Separators of resizable columns carry an extra class: hide the others, whose handle
        // would suggest a drag that does nothing.
        sx={{[`& .${gridClasses.columnSeparator}:not(.${gridClasses['columnSeparator--resizable']})`]: {display: 'none'}}}
      />
    </Box>
  );
}
