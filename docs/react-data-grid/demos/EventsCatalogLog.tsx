import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {DataGrid, useGridApiRef, type GridColDef, type GridEvents} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(12, 152);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150, editable: true},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

// A few events of each kind: cells, rows, headers, state changes, scrolling.
const EVENTS: GridEvents[] = [
  'cellClick',
  'cellFocusIn',
  'cellEditStart',
  'rowMouseEnter',
  'columnHeaderClick',
  'columnResizeStop',
  'sortModelChange',
  'filterModelChange',
  'rowSelectionChange',
  'scrollPositionChange',
];

/** Describes the params an event carries: their keys, and the id or field when there is one. */
function describe(params: unknown): string {
  if (params === null || typeof params !== 'object') return JSON.stringify(params);
  const record = params as Record<string, unknown>;
  const target = [record.id !== undefined && `id ${String(record.id)}`, typeof record.field === 'string' && `field ${record.field}`]
    .filter(Boolean)
    .join(', ');
  return `${target ? `${target}; ` : ''}keys: ${Object.keys(record).slice(0, 8).join(', ')}`;
}

export default function EventsCatalogLog() {
  const apiRef = useGridApiRef();
  const [eventName, setEventName] = React.useState<GridEvents>('cellClick');
  const [log, setLog] = React.useState<string[]>([]);

  // Subscribed from outside the grid; the returned function unsubscribes when the event changes.
  React.useEffect(() => {
    setLog([]);
    return apiRef.current?.subscribeEvent(eventName, (params: unknown) => {
      setLog((current) => [`${eventName}: ${describe(params)}`, ...current].slice(0, 4));
    });
  }, [apiRef, eventName]);

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <TextField
        select
        size="small"
        label="Event"
        value={eventName}
        onChange={(event) => setEventName(event.target.value as GridEvents)}
        sx={{width: 240}}
      >
        {EVENTS.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{height: 280}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} checkboxSelection hideFooter />
      </Box>
      <Box
        component="ol"
        reversed
        aria-label="Event log"
        sx={{m: 0, pl: 3, height: 88, overflow: 'hidden', fontSize: 13, fontFamily: 'monospace'}}
      >
        {log.map((line, index) => (
          <li key={`${log.length - index}`}>{line}</li>
        ))}
      </Box>
    </Stack>
  );
}
