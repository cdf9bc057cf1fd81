import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDimensionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import {createCustomerOrders, type CustomerOrder} from '@site/src/demo-data/team-members';

const orders = createCustomerOrders(15);

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

// Many wide columns: the grid scrolls horizontally.
const columns: GridColDef<CustomerOrder>[] = [
  {...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, renderHeader: () => <DetailToggleHeader />},
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
