import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowIdsSelector,
  gridDataRowIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import {createCustomerOrders, type CustomerOrder} from '@site/src/demo-data/team-members';

const orders = createCustomerOrders(15);

// A header that opens every panel, or closes them all when any is open.
function ToggleAllHeader() {
  const apiRef = useGridApiContext();
  const expanded = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  const anyOpen = expanded.size > 0;
  return (
    <IconButton
      size="small"
      aria-label={anyOpen ? 'Close all panels' : 'Open all panels'}
      onClick={() => apiRef.current.setExpandedDetailPanels(anyOpen ? new Set() : new Set(gridDataRowIdsSelector(apiRef)))}
    >
      {anyOpen ? <UnfoldLessIcon fontSize="small" /> : <UnfoldMoreIcon fontSize="small" />}
    </IconButton>
  );
}

const columns: GridColDef<CustomerOrder>[] = [
  {...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, renderHeader: () => <ToggleAllHeader />},
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140},
  {field: 'city', headerName: 'City', width: 110},
];

function Lines({order}: {order: CustomerOrder}) {
  return (
    <Box sx={{py: 1, px: 6, bgcolor: 'action.hover'}}>
      <Typography variant="body2">{order.lines.map((line) => `${line.quantity} x ${line.product}`).join(' · ')}</Typography>
    </Box>
  );
}

export default function MasterDetailToggleHeader() {
  const getDetailPanelContent = React.useCallback(({row}: GridRowParams<CustomerOrder>) => <Lines order={row} />, []);
  const getDetailPanelHeight = React.useCallback(() => 40, []);
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
