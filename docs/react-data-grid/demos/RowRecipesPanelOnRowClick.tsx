import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPro, useGridApiRef, type GridColDef, type GridRowParams} from '@mui/x-data-grid-pro';
import {createCustomerOrders, type CustomerOrder} from '@site/src/demo-data/team-members';

const orders = createCustomerOrders(15);

const columns: GridColDef<CustomerOrder>[] = [
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
