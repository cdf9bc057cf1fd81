import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function RowGroupingHideSources() {
  const apiRef = useGridApiRef();
  // Hides a column while the rows are grouped by it, and shows it again when that grouping is removed.
  const initialState = useKeepGroupedColumnsHidden({apiRef, initialState: {rowGrouping: {model: ['region']}}});
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} initialState={initialState} density="compact" />
    </Box>
  );
}
