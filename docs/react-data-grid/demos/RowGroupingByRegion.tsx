import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const orderColumns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quarter', headerName: 'Quarter', width: 90},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function RowGroupingByRegion() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={orderColumns}
        initialState={{rowGrouping: {model: ['region']}}}
        groupingColDef={{headerName: 'Region / order', width: 200}}
        hideFooter
      />
    </Box>
  );
}
