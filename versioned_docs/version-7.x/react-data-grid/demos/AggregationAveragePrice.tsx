import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, GRID_AGGREGATION_FUNCTIONS, type GridAggregationFunction, type GridColDef} from '@mui/x-data-grid-premium';
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

// The average of unit prices would weigh a single chain like a crate of 30; this one divides the
// revenue by the number of items sold, so it reads two fields of each row.
const pricePerItem: GridAggregationFunction<{revenue: number; quantity: number}, number> = {
  getCellValue: ({row}) => ({revenue: row.revenue, quantity: row.quantity}),
  apply: ({values}) => {
    let revenue = 0;
    let quantity = 0;
    values.forEach((value) => {
      if (value) {
        revenue += value.revenue;
        quantity += value.quantity;
      }
    });
    return quantity ? Math.round((revenue / quantity) * 100) / 100 : null;
  },
  label: 'per item',
  columnTypes: ['number'],
};

const aggregationFunctions = {...GRID_AGGREGATION_FUNCTIONS, pricePerItem};

export default function AggregationAveragePrice() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: {model: ['category']},
          aggregation: {model: {unitPrice: 'pricePerItem', quantity: 'sum', revenue: 'sum'}},
        }}
        density="compact"
      />
    </Box>
  );
}
