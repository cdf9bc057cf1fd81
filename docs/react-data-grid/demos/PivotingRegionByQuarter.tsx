import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef, type GridPivotModel} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(120);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'quarter', headerName: 'Quarter', width: 90},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', width: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

const pivotModel: GridPivotModel = {
  rows: [{field: 'region'}],
  columns: [{field: 'quarter', sort: 'asc'}],
  values: [{field: 'revenue', aggFunc: 'sum'}],
};

export default function PivotingRegionByQuarter() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{pivoting: {model: pivotModel, enabled: true}}}
        pivotingColDef={{width: 110}}
        hideFooter
      />
    </Box>
  );
}
