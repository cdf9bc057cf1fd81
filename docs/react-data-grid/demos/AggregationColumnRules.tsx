import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(40);

const columns: GridColDef<OrderRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  // A list price summed over orders means nothing: no aggregation for this column.
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120, aggregable: false},
  // Quantities can be added up or counted, nothing else.
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 120, availableAggregationFunctions: ['sum', 'size']},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 130},
];

export default function AggregationColumnRules() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium rows={rows} columns={columns} initialState={{aggregation: {model: {quantity: 'sum', revenue: 'avg'}}}} hideFooter />
    </Box>
  );
}
