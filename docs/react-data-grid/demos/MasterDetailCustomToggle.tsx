import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import {createCustomerOrders, type CustomerOrder} from '@site/src/demo-data/team-members';

const orders = createCustomerOrders(15);

function LinesToggle({id, value: isExpanded, row}: GridRenderCellParams<CustomerOrder, boolean>) {
  const apiRef = useGridApiContext();
  return (
    <Button size="small" onClick={() => apiRef.current.toggleDetailPanel(id)} aria-expanded={isExpanded}>
      {isExpanded ? 'Hide lines' : `${row.lines.length} line${row.lines.length > 1 ? 's' : ''}`}
    </Button>
  );
}

const columns: GridColDef<CustomerOrder>[] = [
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140},
  {field: 'city', headerName: 'City', width: 110},
  // The toggle column, moved to the end, wider, with a text button of its own and a visible header
  // (without renderHeader the grid shows headerName; its default header is an empty labelled div).
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Lines',
    renderHeader: undefined,
    width: 120,
    renderCell: (params) => <LinesToggle {...params} />,
  },
];

function Lines({order}: {order: CustomerOrder}) {
  return (
    <Box sx={{py: 1, px: 2, bgcolor: 'action.hover'}}>
      <Typography variant="body2">{order.lines.map((line) => `${line.quantity} x ${line.product}`).join(' · ')}</Typography>
    </Box>
  );
}

export default function MasterDetailCustomToggle() {
  const getDetailPanelContent = React.useCallback(({row}: GridRowParams<CustomerOrder>) => <Lines order={row} />, []);
  const getDetailPanelHeight = React.useCallback(() => 40, []);
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        // Pinning keeps the toggle in view when the columns scroll.
        initialState={{pinnedColumns: {right: [GRID_DETAIL_PANEL_TOGGLE_FIELD]}}}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
