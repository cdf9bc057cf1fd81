import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid} from '@mui/x-data-grid';
import {DataGridPro, type GridColDef, type GridRowParams} from '@mui/x-data-grid-pro';
import {createCustomerOrders, orderTotal, type CustomerOrder, type OrderLine} from '@site/src/demo-data/team-members';

const orders = createCustomerOrders(15, 41);
const money = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'EUR'});

const columns: GridColDef<CustomerOrder>[] = [
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140},
  {field: 'city', headerName: 'City', width: 110},
  {field: 'total', headerName: 'Total', type: 'number', width: 110, valueGetter: (_value, row) => orderTotal(row), valueFormatter: (value: number) => money.format(value)},
];

const lineColumns: GridColDef<OrderLine>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 70},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110, valueFormatter: (value: number) => money.format(value)},
];

const HEADER_HEIGHT = 36;
const LINE_HEIGHT = 32;

/** A small read-only grid of the order's lines, exactly as tall as its rows. */
function LinesGrid({order}: {order: CustomerOrder}) {
  return (
    <Box sx={{py: 1.5, px: 6, bgcolor: 'action.hover'}}>
      <Box sx={{height: HEADER_HEIGHT + LINE_HEIGHT * order.lines.length + 2}}>
        <DataGrid
          rows={order.lines}
          columns={lineColumns}
          columnHeaderHeight={HEADER_HEIGHT}
          rowHeight={LINE_HEIGHT}
          hideFooter
          disableColumnMenu
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}

export default function MasterDetailNestedGrid() {
  const getDetailPanelContent = React.useCallback(({row}: GridRowParams<CustomerOrder>) => <LinesGrid order={row} />, []);
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{detailPanel: {expandedRowIds: new Set([1000])}}}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
