import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef, type GridPivotModel} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(120);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', width: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

// The product both groups the rows and is counted in the cells: how many orders per product.
const pivotModel: GridPivotModel = {
  rows: [{field: 'category'}, {field: 'product'}],
  columns: [{field: 'region', sort: 'asc'}],
  values: [
    {field: 'product', aggFunc: 'size'},
    {field: 'revenue', aggFunc: 'sum'},
  ],
};

export default function PivotingFieldTwice() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{pivoting: {model: pivotModel, enabled: true}}}
        pivotingColDef={{width: 100}}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
