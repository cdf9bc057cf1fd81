import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef, type GridPivotModel} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(120);

const columns: GridColDef<OrderRow>[] = [
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'quarter', headerName: 'Quarter', width: 100},
  {field: 'quantity', headerName: 'Units', type: 'number', width: 90},
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 110,
    // The average has decimals: round it for display (the pivot columns reuse this formatter).
    valueFormatter: (value: number | null) => (value == null ? '' : Math.round(value).toLocaleString('en-US')),
  },
];

// Two values under each quarter: the column header becomes two levels (quarter, then value).
const pivotModel: GridPivotModel = {
  rows: [{field: 'category'}],
  columns: [{field: 'quarter', sort: 'asc'}],
  values: [
    {field: 'quantity', aggFunc: 'sum'},
    {field: 'revenue', aggFunc: 'avg'},
  ],
};

export default function PivotingExplainedTwoValues() {
  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{pivoting: {model: pivotModel, enabled: true}}}
        pivotingColDef={{width: 100}}
        hideFooter
      />
    </Box>
  );
}
