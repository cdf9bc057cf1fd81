import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {DataGridPro, useGridApiContext, GRID_DETAIL_PANEL_TOGGLE_COL_DEF, type GridColDef, type GridRowParams} from '@mui/x-data-grid-pro';
import {createCustomerOrders, type CustomerOrder, type OrderLine} from '@site/src/demo-data/team-members';

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

// The list holds only the order headers; the lines come from a (fake) second request.
const columns: GridColDef<CustomerOrder>[] = [
  {...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, renderHeader: () => <DetailToggleHeader />},
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140},
  {field: 'city', headerName: 'City', width: 120},
];

function fetchOrderLines(order: CustomerOrder): Promise<OrderLine[]> {
  return new Promise((resolve) => setTimeout(() => resolve(order.lines), 700));
}

function LazyOrderLines({order}: {order: CustomerOrder}) {
  const [lines, setLines] = React.useState<OrderLine[] | null>(null);
  React.useEffect(() => {
    let current = true;
    fetchOrderLines(order).then((result) => current && setLines(result));
    return () => {
      current = false;
    };
  }, [order]);
  return (
    <Box sx={{py: 1.5, px: 6, bgcolor: 'action.hover', minHeight: 56}} data-testid={`lines-${order.id}`}>
      {lines === null ? (
        <Box sx={{display: 'flex', alignItems: 'center', gap: 1}}>
          <CircularProgress size={16} />
          <Typography variant="body2">Loading the lines of order {order.id}…</Typography>
        </Box>
      ) : (
        lines.map((line) => (
          <Typography variant="body2" key={line.id}>
            {line.quantity} x {line.product}: {money.format(line.quantity * line.unitPrice)}
          </Typography>
        ))
      )}
    </Box>
  );
}

export default function MasterDetailLazyLoading() {
  const getDetailPanelContent = React.useCallback(({row}: GridRowParams<CustomerOrder>) => <LazyOrderLines order={row} />, []);
  // 'auto': the panel grows from the loading line to the list once the lines arrive.
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
