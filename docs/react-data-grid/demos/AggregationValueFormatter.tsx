import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, GRID_AGGREGATION_FUNCTIONS, type GridAggregationFunction, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const money = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

// Same computation as the built-in sum, shown in thousands in the aggregated cells only.
const sumInThousands: GridAggregationFunction = {
  ...GRID_AGGREGATION_FUNCTIONS.sum,
  label: 'total (k$)',
  valueFormatter: (value: number | null) => (value == null ? '' : `${(value / 1000).toFixed(1)} k$`),
};

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 120},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 150, valueFormatter: (value: number) => money.format(value)},
];

export default function AggregationValueFormatter() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={{...GRID_AGGREGATION_FUNCTIONS, sumInThousands}}
        initialState={{rowGrouping: {model: ['region']}, aggregation: {model: {revenue: 'sumInThousands'}}}}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
