import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {
    // A column made for grouping: region and quarter in one key, one level instead of two.
    field: 'regionQuarter',
    headerName: 'Region · quarter',
    width: 150,
    valueGetter: (_value, row) => (row.region ? `${row.region} · ${row.quarter}` : undefined),
  },
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function RowGroupingRecipeCombinedKey() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: {model: ['regionQuarter']},
          columns: {columnVisibilityModel: {regionQuarter: false}},
          aggregation: {model: {revenue: 'sum'}},
        }}
        groupingColDef={{headerName: 'Region · quarter', width: 200}}
        hideFooter
      />
    </Box>
  );
}
