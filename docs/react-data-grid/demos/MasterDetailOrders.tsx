import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPro, useGridApiContext, GRID_DETAIL_PANEL_TOGGLE_COL_DEF, type GridColDef, type GridRowParams} from '@mui/x-data-grid-pro';
import {createCustomerOrders, orderTotal, type CustomerOrder, type OrderLine} from '@site/src/demo-data/team-members';

const orders = createCustomerOrders(15);
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

function OrderLines({order}: {order: CustomerOrder}) {
  return (
    <Box sx={{py: 1.5, px: 6, bgcolor: 'action.hover'}}>
      <Typography variant="subtitle2" gutterBottom>
        Order {order.id} for {order.customer}
      </Typography>
      <Box component="ul" sx={{m: 0, pl: 2}}>
        {order.lines.map((line: OrderLine) => (
          <Typography component="li" variant="body2" key={line.id}>
            {line.quantity} x {line.product}: {money.format(line.quantity * line.unitPrice)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

export default function MasterDetailOrders() {
  // Both functions are memoized: a new reference would re-render every open panel.
  const getDetailPanelContent = React.useCallback(({row}: GridRowParams<CustomerOrder>) => <OrderLines order={row} />, []);
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
