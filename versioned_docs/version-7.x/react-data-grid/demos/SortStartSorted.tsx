import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(40, 8);

const columns: GridColDef<OrderRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 170},
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'orderedOn', headerName: 'Ordered', type: 'date', width: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 120},
];

export default function SortStartSorted() {
  // Largest orders first when the grid mounts; header clicks take over from there.
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{sorting: {sortModel: [{field: 'revenue', sort: 'desc'}]}}}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
