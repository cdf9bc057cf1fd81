import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  Toolbar,
  gridAggregationLookupSelector,
  gridAggregationModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(40);

const columns: GridColDef<OrderRow>[] = [
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 130},
];

// A toolbar that reads the aggregation state: it re-renders whenever the model or the results change.
function AggregationToolbar() {
  const apiRef = useGridApiContext();
  const model = useGridSelector(apiRef, gridAggregationModelSelector);
  const lookup = useGridSelector(apiRef, gridAggregationLookupSelector);
  // The lookup is undefined until the grid's first aggregation pass, which may come after this first render.
  const total = lookup?.[GRID_ROOT_GROUP_ID]?.revenue?.value;
  return (
    <Toolbar>
      <Typography variant="body2" sx={{flex: 1, px: 1}}>
        Model {JSON.stringify(model)} · revenue of the whole table: {total == null ? 'not aggregated' : String(total)}
      </Typography>
    </Toolbar>
  );
}

export default function AggregationSelectors() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{toolbar: AggregationToolbar}}
        showToolbar
        initialState={{aggregation: {model: {revenue: 'sum'}}}}
        hideFooter
      />
    </Box>
  );
}
