import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(10, 193);
const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});
const dateFormat = new Intl.DateTimeFormat('en-GB', {dateStyle: 'medium', timeZone: 'UTC'});

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 140},
  {field: 'unitPrice', headerName: 'Price', type: 'number', width: 110, valueFormatter: (value: number) => usd.format(value)},
  {field: 'restockedOn', headerName: 'Restocked', type: 'date', width: 130, valueFormatter: (value: Date) => dateFormat.format(value)},
];

export default function ClipboardCopyRawValues() {
  const [raw, setRaw] = React.useState(true);
  const [copied, setCopied] = React.useState('Select rows and press Ctrl+C (⌘+C).');
  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel control={<Switch checked={raw} onChange={(event) => setRaw(event.target.checked)} />} label="Copy raw values" />
      <Box sx={{height: 300}}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          hideFooter
          // Only the clipboard ignores the formatters here; CSV export would still use them.
          ignoreValueFormatterDuringExport={{clipboardExport: raw, csvExport: false}}
          onClipboardCopy={(text) => setCopied(text)}
        />
      </Box>
      <Typography component="pre" variant="body2" sx={{m: 0, mt: 1, height: 60, overflow: 'auto', fontSize: 12}} aria-label="Copied text">
        {copied}
      </Typography>
    </Box>
  );
}
