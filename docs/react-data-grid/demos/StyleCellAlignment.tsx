import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(12, 43);

const columns: GridColDef<InventoryRow>[] = [
  // Left is the default for text.
  {field: 'product', headerName: 'Product (left)', flex: 1, minWidth: 160},
  // Centre a short code or a status under its title.
  {field: 'category', headerName: 'Category (centre)', width: 160, align: 'center', headerAlign: 'center'},
  // Number columns are right-aligned by default, header included.
  {field: 'inStock', headerName: 'In stock (right)', type: 'number', width: 140},
  // A number shown on the left, e.g. an identifier that is not a quantity.
  {field: 'id', headerName: 'Shelf (left)', type: 'number', width: 120, align: 'left', headerAlign: 'left'},
];

export default function StyleCellAlignment() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter showColumnVerticalBorder showCellVerticalBorder />
    </Box>
  );
}
