import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, type GridColDef, type GridComparatorFn} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(80);

const columns: GridColDef<OrderRow>[] = [
  {field: 'product', headerName: 'Product', width: 130},
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

// Groups compare by how many rows they hold; leaves (and ties) by their value.
const byChildCount: GridComparatorFn = (v1, v2, param1, param2) => {
  const count1 = param1.rowNode.type === 'group' ? param1.rowNode.children.length : 0;
  const count2 = param2.rowNode.type === 'group' ? param2.rowNode.children.length : 0;
  return count1 - count2 || String(v1 ?? '').localeCompare(String(v2 ?? ''));
};

export default function RowGroupingRecipeSortByCount() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: {model: ['product']},
          sorting: {sortModel: [{field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc'}]},
        }}
        groupingColDef={{headerName: 'Product (by number of orders)', width: 260, sortComparator: byChildCount}}
        hideFooter
      />
    </Box>
  );
}
