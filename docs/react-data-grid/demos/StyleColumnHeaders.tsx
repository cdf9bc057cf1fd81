import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, gridClasses, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(12, 42);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150, headerClassName: 'header--item'},
  {field: 'category', headerName: 'Category', width: 120, headerClassName: 'header--item'},
  // headerClassName may also be a function of the header params.
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110, headerClassName: () => 'header--figure'},
  {field: 'unitPrice', headerName: 'Price ($)', type: 'number', width: 110, headerClassName: 'header--figure'},
];

export default function StyleColumnHeaders() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={(theme) => ({
          [`& .${gridClasses.columnHeaderTitle}`]: {fontWeight: theme.typography.fontWeightBold},
          '& .header--item': {bgcolor: (theme.vars || theme).palette.action.hover},
          '& .header--figure': {
            bgcolor: (theme.vars || theme).palette.primary.main,
            color: (theme.vars || theme).palette.primary.contrastText,
          },
          // The sort and menu icons take the header's colour instead of their own grey.
          [`& .header--figure .${gridClasses.iconButtonContainer} svg, & .header--figure .${gridClasses.menuIcon} svg`]: {
            color: 'inherit',
          },
        })}
      />
    </Box>
  );
}
