import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, gridClasses, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(12, 184);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

export default function StyleRecipesNoFocusOutline() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={(theme) => ({
          // No outline on the focused cell or header, for a grid used like a read-only list...
          [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within, & .${gridClasses.columnHeader}:focus, & .${gridClasses.columnHeader}:focus-within`]:
            {
              outline: 'none',
            },
          // ...but keyboard users still see where they are: the focused row is tinted instead.
          [`& .${gridClasses.row}:focus-within`]: {bgcolor: (theme.vars || theme).palette.action.focus},
        })}
      />
    </Box>
  );
}
