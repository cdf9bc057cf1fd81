import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

type WebOrder = Omit<OrderRow, 'region'> & {region: string | null};

// Online orders have no region: every fifth order below.
const rows: WebOrder[] = createOrderRows(40).map((row) => ({...row, region: row.id % 5 === 0 ? null : row.region}));

const columns: GridColDef<WebOrder>[] = [
  {field: 'region', headerName: 'Region', width: 110, valueFormatter: (value: string | null) => value ?? 'online'},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function RowGroupingMissingGroups() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{rowGrouping: {model: ['region', 'category']}}}
        groupingColDef={{headerName: 'Region / category', width: 200}}
        hideFooter
      />
    </Box>
  );
}
