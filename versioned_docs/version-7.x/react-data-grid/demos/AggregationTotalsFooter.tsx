import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 100},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 130},
];

export default function AggregationTotalsFooter() {
  // Without grouping, the results sit in a pinned row at the bottom.
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{aggregation: {model: {quantity: 'sum', unitPrice: 'avg', revenue: 'sum'}}}}
        density="compact"
      />
    </Box>
  );
}
