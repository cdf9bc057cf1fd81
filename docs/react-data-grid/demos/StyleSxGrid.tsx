import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, gridClasses, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(12, 41);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150, headerClassName: 'header--accent'},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110, headerClassName: 'header--accent'},
  {field: 'unitPrice', headerName: 'Price ($)', type: 'number', width: 110},
];

export default function StyleSxGrid() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={(theme) => ({
          borderRadius: 2,
          borderColor: (theme.vars || theme).palette.primary.main,
          // Class names of the grid's parts, from the gridClasses object (no typos possible).
          [`& .${gridClasses.columnHeader}`]: {textTransform: 'uppercase', letterSpacing: 0.5},
          [`& .${gridClasses.columnHeader}.header--accent`]: {
            bgcolor: (theme.vars || theme).palette.primary.main,
            color: (theme.vars || theme).palette.primary.contrastText,
          },
          [`& .${gridClasses.row}:hover`]: {bgcolor: (theme.vars || theme).palette.action.selected},
          [`& .${gridClasses.cell}:focus-within`]: {outline: `2px solid ${(theme.vars || theme).palette.secondary.main}`},
        })}
      />
    </Box>
  );
}
