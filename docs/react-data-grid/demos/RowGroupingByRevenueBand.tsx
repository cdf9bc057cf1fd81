import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, type GridColDef, type GridGroupNode} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

function revenueBand(revenue: number): string {
  if (revenue < 200) return '1. Small (< 200)';
  if (revenue < 2000) return '2. Medium (200 – 1,999)';
  return '3. Large (≥ 2,000)';
}

const columns: GridColDef<OrderRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'region', headerName: 'Region', width: 100},
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    // Grouping uses the band; the cells of the order rows still show the exact amount.
    groupingValueGetter: (value: number) => revenueBand(value),
  },
];

// Open only the band of the large orders on the first render.
const isGroupExpandedByDefault = (node: GridGroupNode) => String(node.groupingKey).startsWith('3.');

export default function RowGroupingByRevenueBand() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: {model: ['revenue']},
          sorting: {sortModel: [{field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc'}]},
        }}
        groupingColDef={{headerName: 'Revenue band', width: 230}}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        hideFooter
      />
    </Box>
  );
}
