import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  useGridApiContext,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import {createCustomerOrders, type CustomerOrder} from '@site/src/demo-data/team-members';

const orders = createCustomerOrders(10, 41);
const DETAIL_HEIGHT_PX = 84;

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
