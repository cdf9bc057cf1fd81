import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  gridDimensionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import {createCustomerOrders, type CustomerOrder} from '@site/src/demo-data/team-members';

const orders = createCustomerOrders(15);

// Many wide columns: the grid scrolls horizontally.
const columns: GridColDef<CustomerOrder>[] = [
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'customer', headerName: 'Customer', width: 200},
  {field: 'city', headerName: 'City', width: 200},
  {field: 'orderedOn', headerName: 'Ordered on', type: 'date', width: 200},
  {field: 'lineCount', headerName: 'Lines', type: 'number', width: 200, valueGetter: (_value, row) => row.lines.length},
  {field: 'note', headerName: 'Note', width: 260, valueGetter: () => 'Deliver to the back door'},
];

function StickyLines({order}: {order: CustomerOrder}) {
  const apiRef = useGridApiContext();
  // As wide as the visible part of the grid, and stuck to its left edge while the columns scroll.
  const {width} = useGridSelector(apiRef, gridDimensionsSelector).viewportInnerSize;
  return (
    <Box sx={{position: 'sticky', left: 0, width, py: 1, px: 2, bgcolor: 'action.hover', boxSizing: 'border-box'}}>
      <Typography variant="body2">
        {order.customer}: {order.lines.map((line) => `${line.quantity} x ${line.product}`).join(' · ')}
      </Typography>
    </Box>
  );
}

export default function MasterDetailStickyPanel() {
  const getDetailPanelContent = React.useCallback(({row}: GridRowParams<CustomerOrder>) => <StickyLines order={row} />, []);
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{detailPanel: {expandedRowIds: new Set([orders[0]!.id, orders[2]!.id])}}}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
