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

const median: GridAggregationFunction<number, number> = {
  apply: ({values}) => {
    const sorted = values.filter((value): value is number => typeof value === 'number').sort((a, b) => a - b);
    if (sorted.length === 0) return null;
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  },
  label: 'median',
  columnTypes: ['number'],
};

// Keep the built-in functions and add one; leaving a built-in out of this object removes it.
const aggregationFunctions = {...GRID_AGGREGATION_FUNCTIONS, median};

export default function AggregationMedian() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: {model: ['category']},
          aggregation: {model: {quantity: 'median', revenue: 'median'}},
        }}
        density="compact"
      />
    </Box>
  );
}
