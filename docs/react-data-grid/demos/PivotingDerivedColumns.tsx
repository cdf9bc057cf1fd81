import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, type GridColDef, type GridPivotModel} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(120);

const columns: GridColDef<OrderRow>[] = [
  {field: 'orderedOn', headerName: 'Ordered', type: 'date', width: 120},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

const MONTHS = ['01 Jan', '02 Feb', '03 Mar', '04 Apr', '05 May', '06 Jun', '07 Jul', '08 Aug', '09 Sep', '10 Oct', '11 Nov', '12 Dec'];

// Instead of the default year and quarter, the order date offers a month and a half-year.
const getPivotDerivedColumns = (column: GridColDef): GridColDef[] | undefined => {
  if (column.field !== 'orderedOn') return undefined; // other columns: nothing derived
  return [
    {field: 'orderedOn-month', headerName: 'Ordered (month)', valueGetter: (_value, row: OrderRow) => MONTHS[row.orderedOn.getUTCMonth()]},
    {
      field: 'orderedOn-half',
      headerName: 'Ordered (half-year)',
      valueGetter: (_value, row: OrderRow) => (row.orderedOn.getUTCMonth() < 6 ? 'H1' : 'H2'),
    },
  ];
};

const pivotModel: GridPivotModel = {
  rows: [{field: 'orderedOn-month'}],
  columns: [
    {field: 'orderedOn-half', sort: 'asc'},
    {field: 'category', sort: 'asc'},
  ],
  values: [{field: 'revenue', aggFunc: 'sum'}],
};

export default function PivotingDerivedColumns() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        getPivotDerivedColumns={getPivotDerivedColumns}
        initialState={{
          pivoting: {model: pivotModel, enabled: true},
          sorting: {sortModel: [{field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc'}]},
        }}
        pivotingColDef={{width: 100}}
        hideFooter
      />
    </Box>
  );
}
