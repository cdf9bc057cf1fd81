import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(120, 222);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 90},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 120},
];

/** Premium: rows grouped by region and category, with totals, and Excel export in the toolbar. */
export default function OverviewPremiumGrid() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        cellSelection
        initialState={{
          rowGrouping: {model: ['region', 'category']},
          aggregation: {model: {quantity: 'sum', revenue: 'sum'}},
          columns: {columnVisibilityModel: {region: false, category: false}},
        }}
        hideFooter
      />
    </Box>
  );
}
