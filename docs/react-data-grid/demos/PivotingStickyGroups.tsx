import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, type GridColDef, type GridPivotModel} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(160);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'quarter', headerName: 'Quarter', width: 90},
  {field: 'product', headerName: 'Product', width: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

// Four regions x four quarters x two values: 32 columns, far wider than the grid.
const pivotModel: GridPivotModel = {
  rows: [{field: 'product'}],
  columns: [
    {field: 'region', sort: 'asc'},
    {field: 'quarter', sort: 'asc'},
  ],
  values: [
    {field: 'quantity', aggFunc: 'sum'},
    {field: 'revenue', aggFunc: 'sum'},
  ],
};

export default function PivotingStickyGroups() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{pivoting: {model: pivotModel, enabled: true}, pinnedColumns: {left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD]}}}
        pivotingColDef={{width: 100}}
        sx={{
          // Let the label of a column group stick to the left edge while its columns scroll past.
          '& .MuiDataGrid-columnHeader--filledGroup, & .MuiDataGrid-columnHeader--filledGroup .MuiDataGrid-columnHeaderTitleContainer': {
            overflow: 'visible',
          },
          '& .MuiDataGrid-columnHeader--filledGroup .MuiDataGrid-columnHeaderTitleContainerContent': {
            position: 'sticky',
            left: 'calc(var(--DataGrid-leftPinnedWidth, 0px) + 8px)',
          },
        }}
        hideFooter
      />
    </Box>
  );
}
