import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGridPro, type GridColDef, type GridRowId, type GridRowParams} from '@mui/x-data-grid-pro';
import {createCustomerOrders, type CustomerOrder} from '@site/src/demo-data/team-members';

const orders = createCustomerOrders(15);

const columns: GridColDef<CustomerOrder>[] = [
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140},
  {field: 'city', headerName: 'City', width: 110},
];

export default function RowRecipesOnePanel() {
  const [expanded, setExpanded] = React.useState<Set<GridRowId>>(() => new Set());
  // The grid proposes every open panel; keep only the one just opened.
  const onChange = React.useCallback(
    (ids: Set<GridRowId>) => setExpanded((previous) => new Set([...ids].filter((id) => !previous.has(id)).slice(-1))),
    [],
  );
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
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        detailPanelExpandedRowIds={expanded}
        onDetailPanelExpandedRowIdsChange={onChange}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
