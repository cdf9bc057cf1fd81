import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef, type GridGroupNode} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

// Open the "North" region, and the bikes inside every region.
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  (node.groupingField === 'region' && node.groupingKey === 'North') || (node.groupingField === 'category' && node.groupingKey === 'Bikes');

export default function RowGroupingExpandedByDefault() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{rowGrouping: {model: ['region', 'category']}}}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        hideFooter
      />
    </Box>
  );
}
