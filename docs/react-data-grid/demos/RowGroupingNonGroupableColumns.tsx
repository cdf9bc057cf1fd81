import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(40);

// Only the region and the category can be grouped from the column menus.
const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130, groupable: false},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80, groupable: false},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110, groupable: false},
];

export default function RowGroupingNonGroupableColumns() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
