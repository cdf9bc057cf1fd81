import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type DataGridPremiumProps, type GridColDef} from '@mui/x-data-grid-premium';

interface PriceRow {
  id: number;
  item: string;
  price: number;
}

const initialRows: PriceRow[] = [
  {id: 1, item: 'Chain', price: 35},
  {id: 2, item: 'Saddle', price: 64},
  {id: 3, item: 'Helmet', price: 89},
  {id: 4, item: 'Brake pads', price: 18},
];

const eur = new Intl.NumberFormat('de-DE', {style: 'currency', currency: 'EUR'});

const columns: GridColDef<PriceRow>[] = [
  {field: 'item', headerName: 'Item', flex: 1, minWidth: 140, editable: true},
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 130,
    editable: true,
    valueFormatter: (value: number) => eur.format(value),
    // Accept what a German spreadsheet puts on the clipboard: "1.299,50 €" becomes 1299.5.
    pastedValueParser: (text) => {
      const number = Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));
      return Number.isFinite(number) ? number : undefined;
    },
  },
];

/** Rows by line, cells by ";" (the CSV export of many European spreadsheets), quotes removed. */
const splitSemicolonText: DataGridPremiumProps['splitClipboardPastedText'] = (text) =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(';').map((cell) => cell.trim().replace(/^"(.*)"$/, '$1')));

const SAMPLE = '"Pump";"24,90 €"\n"Bell";"1.299,50 €"';

export default function ClipboardCustomParsing() {
  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Typography variant="body2">Copy these lines, click the first Item cell, and paste:</Typography>
      <Box component="pre" sx={{m: 0, p: 1, fontSize: 12, border: 1, borderColor: 'divider', borderRadius: 1, userSelect: 'all'}}>
        {SAMPLE}
      </Box>
      <Box sx={{height: 260}}>
        <DataGridPremium rows={initialRows} columns={columns} cellSelection splitClipboardPastedText={splitSemicolonText} hideFooter />
      </Box>
    </Stack>
  );
}
