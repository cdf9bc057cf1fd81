import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(40);

const columns: GridColDef<OrderRow>[] = [
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', width: 140},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function RowGroupingLeafField() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: {model: ['category']},
          // The product already shows in the grouping column, so its own column is hidden.
          columns: {columnVisibilityModel: {product: false}},
        }}
        groupingColDef={{headerName: 'Category / product', leafField: 'product', width: 220}}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
