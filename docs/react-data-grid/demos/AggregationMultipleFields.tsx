import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, GRID_AGGREGATION_FUNCTIONS, type GridAggregationFunction, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

interface Sale {
  quantity: number;
  revenue: number;
}

// The average price paid per item: total revenue over total quantity, not the mean of unit prices.
const pricePerItem: GridAggregationFunction<Sale, number> = {
  label: 'per item',
  columnTypes: ['number'],
  getCellValue: ({row}) => ({quantity: row.quantity, revenue: row.revenue}),
  apply: ({values}) => {
    let quantity = 0;
    let revenue = 0;
    values.forEach((value) => {
      quantity += value?.quantity ?? 0;
      revenue += value?.revenue ?? 0;
    });
    return quantity === 0 ? null : Math.round(revenue / quantity);
  },
};

const columns: GridColDef<OrderRow>[] = [
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 120},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 90},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 150},
];

export default function AggregationMultipleFields() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={{...GRID_AGGREGATION_FUNCTIONS, pricePerItem}}
        initialState={{
          rowGrouping: {model: ['category']},
          aggregation: {model: {quantity: 'sum', unitPrice: 'pricePerItem'}},
        }}
        hideFooter
      />
    </Box>
  );
}
