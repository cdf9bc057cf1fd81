import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiContext,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  useGridApiRef,
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

const columns: GridColDef<CustomerOrder>[] = [
  {...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, renderHeader: () => <DetailToggleHeader />},
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140},
  {field: 'city', headerName: 'City', width: 110},
];

export default function RowRecipesPanelOnRowClick() {
  const apiRef = useGridApiRef();
  const getDetailPanelContent = React.useCallback(
    ({row}: GridRowParams<CustomerOrder>) => (
      <Box sx={{py: 1, px: 6, bgcolor: 'action.hover'}}>
        <Typography variant="body2">{row.lines.map((line) => `${line.quantity} x ${line.product}`).join(' · ')}</Typography>
      </Box>
    ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 40, []);
  return (
    <Box sx={{height: 400, width: '100%', '& .MuiDataGrid-row': {cursor: 'pointer'}}}>
      {/* A click anywhere on the row opens or closes its panel; selection stays off the click. */}
      <DataGridPro
        apiRef={apiRef}
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        onRowClick={({id}) => apiRef.current?.toggleDetailPanel(id)}
        disableRowSelectionOnClick
        density="compact"
        hideFooter
      />
    </Box>
  );
}
