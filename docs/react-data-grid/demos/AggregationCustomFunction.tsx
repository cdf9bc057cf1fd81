import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, GRID_AGGREGATION_FUNCTIONS, type GridAggregationFunction, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const BIG_ORDER_REVENUE = 2000;

/** How many orders in the group brought in at least BIG_ORDER_REVENUE. */
const bigOrders: GridAggregationFunction<number, number> = {
  label: `orders ≥ ${BIG_ORDER_REVENUE}`,
  columnTypes: ['number'],
  apply: ({values}) => values.filter((value) => (value ?? 0) >= BIG_ORDER_REVENUE).length,
  // The result is a count, not an amount of money: cell renderers should not treat it as revenue.
  hasCellUnit: false,
};

const aggregationFunctions = {...GRID_AGGREGATION_FUNCTIONS, bigOrders};

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 110},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 150},
];

export default function AggregationCustomFunction() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: {model: ['region']},
          // The grouping column already shows the region.
          columns: {columnVisibilityModel: {region: false}},
          aggregation: {model: {quantity: 'sum', revenue: 'bigOrders'}},
        }}
        hideFooter
      />
    </Box>
  );
}
