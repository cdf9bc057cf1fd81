import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPro, type GridColDef, type GridListViewColDef} from '@mui/x-data-grid-pro';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/fake-grid-server';

const rows = createOrderRows(60);
const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

// The normal columns still matter in list view: sorting and filtering use them.
const columns: GridColDef<OrderRow>[] = [
  {field: 'customer', headerName: 'Customer', flex: 1},
  {field: 'product', headerName: 'Product', width: 140},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

// In list view the grid renders this single column for every row.
const listViewColumn: GridListViewColDef<OrderRow> = {
  field: 'listCard',
  renderCell: ({row}) => (
    <Stack direction="row" spacing={1.5} sx={{alignItems: 'center', height: '100%', width: '100%'}}>
      <Avatar sx={{width: 32, height: 32, fontSize: 14}}>{row.customer.charAt(0)}</Avatar>
      <Box sx={{flex: 1, minWidth: 0}}>
        <Typography variant="body2" noWrap sx={{fontWeight: 500}}>
          {row.customer}
        </Typography>
        <Typography variant="caption" noWrap component="div" color="text.secondary">
          {row.product} · {row.country}
        </Typography>
      </Box>
      <Typography variant="body2">{usd.format(row.total)}</Typography>
    </Stack>
  ),
};

export default function ListViewContacts() {
  return (
    <Box sx={{height: 420, width: '100%', maxWidth: 380, mx: 'auto'}}>
      <DataGridPro rows={rows} columns={columns} listView listViewColumn={listViewColumn} rowHeight={60} showToolbar />
    </Box>
  );
}
