import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, getRowGroupingFieldFromGroupingCriteria, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

// In 'multiple' mode every criterion has its own grouping column, with a field of its own.
const regionColumn = getRowGroupingFieldFromGroupingCriteria('region');
const categoryColumn = getRowGroupingFieldFromGroupingCriteria('category');

export default function RowGroupingSortFilterMultiple() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        rowGroupingColumnMode="multiple"
        initialState={{
          rowGrouping: {model: ['region', 'category']},
          sorting: {sortModel: [{field: regionColumn, sort: 'desc'}]},
          filter: {filterModel: {items: [{field: categoryColumn, operator: 'equals', value: 'Apparel'}]}},
        }}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </Box>
  );
}
