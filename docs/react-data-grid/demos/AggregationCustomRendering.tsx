import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import {DataGridPremium, type GridColDef, type GridRenderCellParams} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);
const TARGET = 400; // items the shop hopes to sell per region

function QuantityCell(params: GridRenderCellParams<OrderRow, number>) {
  // Ordinary cells keep their value; aggregated cells get a progress bar toward the target.
  if (!params.aggregation) return params.formattedValue;
  const value = params.value ?? 0;
  return (
    <Box sx={{width: '100%', display: 'flex', alignItems: 'center', gap: 1}}>
      <LinearProgress variant="determinate" value={Math.min(100, (value / TARGET) * 100)} sx={{flex: 1}} />
      <span>{value}</span>
    </Box>
  );
}

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 120},
  {field: 'quantity', headerName: 'Qty (of 400)', type: 'number', width: 200, renderCell: (params) => <QuantityCell {...params} />},
];

export default function AggregationCustomRendering() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{rowGrouping: {model: ['region']}, aggregation: {model: {quantity: 'sum'}}}}
        getAggregationPosition={(node) => (node.depth === -1 ? null : 'inline')}
        hideFooter
      />
    </Box>
  );
}
