import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  useGridApiContext,
  useGridApiRef,
  useGridEvent,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(30, 101);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110, editable: true},
];

/** Inside the grid (a slot), `useGridEvent` subscribes for the component's lifetime. */
function HoverToolbar() {
  const apiRef = useGridApiContext();
  const [hovered, setHovered] = React.useState<GridRowId | null>(null);
  // rowMouseEnter has no `on*` prop: an event subscription is the way to reach it.
  const handleRowEnter = React.useCallback<GridEventListener<'rowMouseEnter'>>((params) => setHovered(params.id), []);
  useGridEvent(apiRef, 'rowMouseEnter', handleRowEnter);
  const hoveredRow = hovered === null ? null : apiRef.current.getRow<InventoryRow>(hovered);
  return (
    <Toolbar>
      <Typography variant="body2" role="status" sx={{flex: 1}}>
        Pointer over: {hoveredRow ? `${hoveredRow.product} (${hoveredRow.inStock} in stock)` : 'no row'}
      </Typography>
    </Toolbar>
  );
}

export default function EventsSubscribeHook() {
  const apiRef = useGridApiRef();
  const [blocked, setBlocked] = React.useState(0);

  // Outside the grid, subscribeEvent returns its own unsubscribe function (the effect's cleanup).
  React.useEffect(() => {
    return apiRef.current?.subscribeEvent(
      'cellKeyDown',
      (params, event) => {
        // Keep Delete from clearing a stock figure: the grid's own handlers skip prevented events.
        if (params.field === 'inStock' && (event.key === 'Delete' || event.key === 'Backspace')) {
          event.defaultMuiPrevented = true;
          setBlocked((count) => count + 1);
        }
      },
      // Run before the grid's internal listeners, which subscribed earlier.
      {isFirst: true},
    );
  }, [apiRef]);

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Alert severity="info" sx={{py: 0}}>
        Focus an "In stock" cell and press Delete: blocked {blocked} time{blocked === 1 ? '' : 's'}.
      </Alert>
      <Box sx={{height: 360}}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          slots={{toolbar: HoverToolbar}}
          showToolbar
          initialState={{pagination: {paginationModel: {pageSize: 5}}}}
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </Stack>
  );
}
