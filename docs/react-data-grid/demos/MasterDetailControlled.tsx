import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGridPro, type GridColDef, type GridRowId, type GridRowParams} from '@mui/x-data-grid-pro';
import {createCustomerOrders, type CustomerOrder} from '@site/src/demo-data/team-members';

const orders = createCustomerOrders(10, 41);
const DETAIL_HEIGHT_PX = 84;

const columns: GridColDef<CustomerOrder>[] = [
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140},
  {field: 'lineCount', headerName: 'Lines', type: 'number', width: 80, valueGetter: (_value, row) => row.lines.length},
];

export default function MasterDetailControlled() {
  const [expanded, setExpanded] = React.useState<Set<GridRowId>>(() => new Set([orders[0]!.id]));

  const getDetailPanelContent = React.useCallback(
    ({row}: GridRowParams<CustomerOrder>) => (
      <Box sx={{px: 6, py: 1, height: '100%', boxSizing: 'border-box', bgcolor: 'action.hover'}}>
        {row.lines.map((line) => line.product).join(', ')}
      </Box>
    ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => DETAIL_HEIGHT_PX, []);

  return (
    <Box sx={{width: '100%', height: 409, display: 'flex', flexDirection: 'column'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={() => setExpanded(new Set(orders.map((order) => order.id)))}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpanded(new Set())}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPro
          rows={orders}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expanded}
          onDetailPanelExpandedRowIdsChange={setExpanded}
          density="compact"
          hideFooter
        />
      </Box>
    </Box>
  );
}
