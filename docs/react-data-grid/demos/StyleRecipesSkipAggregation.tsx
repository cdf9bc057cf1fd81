import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridCellParams, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(30, 186);
const BIG_ORDER = 2000;

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    // Only orders are compared with the threshold: group and total rows hold sums, which would
    // all pass it. The row node says which kind of row a cell belongs to.
    cellClassName: (params: GridCellParams<OrderRow, number>) =>
      params.rowNode.type === 'leaf' && (params.value ?? 0) >= BIG_ORDER ? 'revenue--big' : '',
  },
];

export default function StyleRecipesSkipAggregation() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: {model: ['region']},
          aggregation: {model: {revenue: 'sum'}},
          columns: {columnVisibilityModel: {region: false}},
        }}
        defaultGroupingExpansionDepth={1}
        hideFooter
        sx={{'& .revenue--big': {color: 'success.main', fontWeight: 600}}}
      />
    </Box>
  );
}
