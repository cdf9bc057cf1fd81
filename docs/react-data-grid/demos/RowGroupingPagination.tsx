import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function RowGroupingPagination() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      {/* A page holds two regions (top-level rows), with everything that is open inside them. */}
      <DataGridPremium
        rows={rows}
        columns={columns}
        pagination
        pageSizeOptions={[1, 2, 4]}
        initialState={{
          rowGrouping: {model: ['region', 'category']},
          pagination: {paginationModel: {page: 0, pageSize: 2}},
        }}
        defaultGroupingExpansionDepth={1}
        density="compact"
      />
    </Box>
  );
}
