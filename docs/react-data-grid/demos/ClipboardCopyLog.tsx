import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(12);

const columns: GridColDef<OrderRow>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110, valueFormatter: (value: number) => `€${value}`},
];

export default function ClipboardCopyLog() {
  const [copied, setCopied] = React.useState('');
  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Box sx={{height: 300}}>
        <DataGrid rows={rows} columns={columns} checkboxSelection clipboardCopyCellDelimiter={','} onClipboardCopy={setCopied} hideFooter />
      </Box>
      <Typography variant="body2">Select rows (or focus a cell) and press Ctrl+C or ⌘+C. The grid copied:</Typography>
      <Box
        component="pre"
        aria-label="Copied text"
        sx={{m: 0, p: 1, height: 90, overflow: 'auto', fontSize: 12, border: 1, borderColor: 'divider', borderRadius: 1}}
      >
        {copied || '(nothing yet)'}
      </Box>
    </Stack>
  );
}
