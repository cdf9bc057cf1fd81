import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(30, 97);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

const MAX_LOG_LINES = 6;

/** Each `on*` prop is one grid event; the newest entry is on top. */
export default function EventsPropsLog() {
  const [log, setLog] = React.useState<string[]>([]);
  const add = React.useCallback((line: string) => setLog((previous) => [line, ...previous].slice(0, MAX_LOG_LINES)), []);

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{width: '100%'}}>
      <Box sx={{height: 360, flex: 2, minWidth: 0}}>
        <DataGrid
          rows={rows}
          columns={columns}
          onRowClick={(params) => add(`rowClick: row ${params.id}`)}
          onCellDoubleClick={(params) => add(`cellDoubleClick: ${params.field} = ${String(params.value)}`)}
          onColumnHeaderClick={(params) => add(`columnHeaderClick: ${params.field}`)}
          onSortModelChange={(model) => add(`sortModelChange: ${JSON.stringify(model)}`)}
          onPaginationModelChange={(model) => add(`paginationModelChange: page ${model.page}`)}
          onColumnWidthChange={(params) => add(`columnWidthChange: ${params.colDef.field} -> ${params.width}px`)}
          initialState={{pagination: {paginationModel: {pageSize: 5}}}}
          pageSizeOptions={[5, 10]}
        />
      </Box>
      <Box sx={{flex: 1, minWidth: 200}}>
        <Stack direction="row" sx={{alignItems: 'center', justifyContent: 'space-between'}}>
          <Typography variant="subtitle2">Event log</Typography>
          <Button size="small" onClick={() => setLog([])}>
            Clear
          </Button>
        </Stack>
        <Box component="ol" aria-live="polite" sx={{m: 0, pl: 2, fontFamily: 'monospace', fontSize: 12}}>
          {log.length === 0 ? <li>Click a row, a header, or double-click a cell.</li> : null}
          {log.map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
