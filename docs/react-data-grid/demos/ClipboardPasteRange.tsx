import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';

interface StockRow {
  id: number;
  item: string;
  shop: string;
  count: number;
}

const initialRows: StockRow[] = [
  {id: 1, item: 'Chain', shop: 'Harbour', count: 12},
  {id: 2, item: 'Saddle', shop: 'Harbour', count: 4},
  {id: 3, item: 'Helmet', shop: 'Station', count: 9},
  {id: 4, item: 'Brake pads', shop: 'Station', count: 30},
  {id: 5, item: 'Rain jacket', shop: 'Old town', count: 6},
];

const columns: GridColDef<StockRow>[] = [
  {field: 'item', headerName: 'Item', flex: 1, minWidth: 120, editable: true},
  {field: 'shop', headerName: 'Shop', width: 120, editable: true},
  // Pasted text is parsed with the column type: "abc" is rejected here, "15" becomes 15.
  {field: 'count', headerName: 'Count', type: 'number', width: 100, editable: true},
];

const SAMPLE = 'Pump\tHarbour\t3\nBell\tStation\t25';

export default function ClipboardPasteRange() {
  const [log, setLog] = React.useState<string[]>([]);
  const processRowUpdate = React.useCallback((newRow: StockRow, oldRow: StockRow) => {
    setLog((previous) => [`row ${newRow.id}: ${oldRow.item} ${oldRow.count} -> ${newRow.item} ${newRow.count}`, ...previous].slice(0, 4));
    return newRow;
  }, []);
  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Typography variant="body2">Copy these two lines (tab separated), click a cell of the Item column, and paste:</Typography>
      <Box component="pre" sx={{m: 0, p: 1, fontSize: 12, border: 1, borderColor: 'divider', borderRadius: 1}}>
        {SAMPLE}
      </Box>
      <Box sx={{height: 260}}>
        <DataGridPremium
          rows={initialRows}
          columns={columns}
          cellSelection
          processRowUpdate={processRowUpdate}
          onClipboardPasteEnd={() => setLog((previous) => ['paste finished', ...previous].slice(0, 4))}
          hideFooter
        />
      </Box>
      <Box component="ul" aria-label="Paste log" sx={{m: 0, pl: 3, height: 90, fontSize: 13}}>
        {log.length === 0 ? <li>Nothing pasted yet.</li> : log.map((line, index) => <li key={index}>{line}</li>)}
      </Box>
    </Stack>
  );
}
