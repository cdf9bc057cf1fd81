import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function RowGroupingSelectGroups() {
  // Checking a group checks its rows; checking all rows of a group checks the group.
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        checkboxSelection
        rowSelectionPropagation={{descendants: true, parents: true}}
        initialState={{rowGrouping: {model: ['region']}}}
        defaultGroupingExpansionDepth={1}
        density="compact"
      />
    </Box>
  );
}
