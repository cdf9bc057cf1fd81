import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridFooterContainer,
  gridFilteredSortedRowIdsSelector,
  gridFilteredTopLevelRowCountSelector,
  gridRowTreeSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(80);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

/** Counts what passes the filter: the top-level groups, and the orders (leaf rows) inside them. */
function GroupCountFooter() {
  const apiRef = useGridApiContext();
  const groupCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const ids = useGridSelector(apiRef, gridFilteredSortedRowIdsSelector);
  const tree = useGridSelector(apiRef, gridRowTreeSelector);
  const orderCount = ids.filter((id) => tree[id]?.type === 'leaf').length;
  return (
    <GridFooterContainer sx={{px: 2}}>
      <Typography variant="body2" data-testid="group-footer">
        {groupCount} regions, {orderCount} of {rows.length} orders
      </Typography>
    </GridFooterContainer>
  );
}

export default function RowGroupingRecipeFooterCount() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{footer: GroupCountFooter}}
        showToolbar
        initialState={{rowGrouping: {model: ['region', 'category']}}}
      />
    </Box>
  );
}
