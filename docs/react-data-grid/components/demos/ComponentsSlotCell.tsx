import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridCell, type GridCellProps, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(20, 85);
const LOW_STOCK = 15;

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 100},
  {field: 'unitPrice', headerName: 'Price', type: 'number', width: 100},
];

/**
 * Wraps the default cell: every cell gets a native tooltip with its column and full value (useful
 * once narrow columns cut the text), and cells of rows low in stock get a data attribute to style.
 */
function AnnotatedCell(props: GridCellProps) {
  const {column, row} = props;
  const value = (row as InventoryRow)[column.field as keyof InventoryRow];
  return (
    <GridCell
      {...props}
      title={`${column.headerName ?? column.field}: ${String(value)}`}
      data-low-stock={(row as InventoryRow).inStock < LOW_STOCK ? 'true' : undefined}
    />
  );
}

export default function ComponentsSlotCell() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slots={{cell: AnnotatedCell}}
        sx={{'& .MuiDataGrid-cell[data-low-stock="true"]': {color: 'error.main'}}}
      />
    </Box>
  );
}
