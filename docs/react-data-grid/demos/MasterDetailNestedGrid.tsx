import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid} from '@mui/x-data-grid';
import {DataGridPro, useGridApiContext, GRID_DETAIL_PANEL_TOGGLE_COL_DEF, type GridColDef, type GridRowParams} from '@mui/x-data-grid-pro';
import {createCustomerOrders, orderTotal, type CustomerOrder, type OrderLine} from '@site/src/demo-data/team-members';

const orders = createCustomerOrders(15, 41);
const money = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'EUR'});

// The grid's own header for the toggle column is an empty <div aria-label>, a name a plain div may not
// carry. This one names the column with text that is visually hidden (the column is 40 px wide).
function DetailToggleHeader() {
  const apiRef = useGridApiContext();
  return <span style={VISUALLY_HIDDEN}>{apiRef.current.getLocaleText('detailPanelToggle')}</span>;
}

const VISUALLY_HIDDEN: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

const columns: GridColDef<CustomerOrder>[] = [
  {...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, renderHeader: () => <DetailToggleHeader />},
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140},
  {field: 'city', headerName: 'City', width: 110},
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => orderTotal(row),
    valueFormatter: (value: number) => money.format(value),
  },
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
        density="compact"
        hideFooter
      />
    </Box>
  );
}
