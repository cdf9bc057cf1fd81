import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function RowGroupingSortFilterSingle() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        // Sorting and filtering the grouping column act on the category, not on the region.
        groupingColDef={{headerName: 'Region / category', width: 210, mainGroupingCriteria: 'category'}}
        initialState={{
          rowGrouping: {model: ['region', 'category']},
          sorting: {sortModel: [{field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc'}]},
          filter: {
            filterModel: {items: [{field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, operator: 'isAnyOf', value: ['Bikes', 'Parts']}]},
          },
        }}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
