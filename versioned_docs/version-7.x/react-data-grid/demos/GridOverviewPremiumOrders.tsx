import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(120);

const currency = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Units', type: 'number', width: 90},
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value: number | null) => (value == null ? '' : currency.format(value)),
  },
];

export default function GridOverviewPremiumOrders() {
  const apiRef = useGridApiRef();
  // Hides the grouped column while it is grouped, and shows it again once it is not.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: {model: ['region']},
      aggregation: {model: {quantity: 'sum', revenue: 'sum'}},
    },
  });
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        groupingColDef={{width: 150}}
        density="compact"
      />
    </Box>
  );
}
