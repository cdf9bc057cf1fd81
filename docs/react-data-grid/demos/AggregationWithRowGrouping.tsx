import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(80);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'category', headerName: 'Category', width: 100},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 120},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 110},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 130},
];

export default function AggregationWithRowGrouping() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: {model: ['region', 'category']},
          aggregation: {model: {quantity: 'sum', revenue: 'sum'}},
        }}
        groupingColDef={{width: 180}}
        hideFooter
      />
    </Box>
  );
}
