import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(25, 12);

const columns: GridColDef<OrderRow>[] = [
  {field: 'product', headerName: 'Product'},
  {field: 'category', headerName: 'Category'},
  {field: 'region', headerName: 'Region'},
  {field: 'quantity', headerName: 'Units', type: 'number'},
  {field: 'orderedOn', headerName: 'Ordered', type: 'date'},
];

export default function WidthsAutosizeOnMount() {
  // Widths are measured from the rendered cells once, on mount; the rows here are all known then.
  return (
    <Box sx={{height: 340, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} autosizeOnMount autosizeOptions={{includeHeaders: true}} hideFooter />
    </Box>
  );
}
