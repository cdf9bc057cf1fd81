import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

// Wide columns: the grid scrolls sideways.
const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 140},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quarter', headerName: 'Quarter', width: 140},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 140},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 160},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 160},
];

export default function RowGroupingRecipePinnedColumn() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      {/* The group names stay at the left edge while the figures scroll. */}
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: {model: ['region']},
          pinnedColumns: {left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD]},
          columns: {columnVisibilityModel: {region: false}},
        }}
        groupingColDef={{width: 170}}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
