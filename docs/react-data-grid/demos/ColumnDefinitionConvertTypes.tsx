import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

/** Rows as a JSON API might send them: dates as ISO strings, money in cents, flags as "Y"/"N". */
interface ApiInvoice {
  id: number;
  customer: string;
  issued: string;
  amountCents: number;
  paid: 'Y' | 'N';
}

const rows: ApiInvoice[] = [
  {id: 1, customer: 'Harbour Cycles', issued: '2025-03-14', amountCents: 189000, paid: 'Y'},
  {id: 2, customer: 'Velo Norte', issued: '2025-01-30', amountCents: 74050, paid: 'N'},
  {id: 3, customer: 'Kyoto Wheels', issued: '2025-02-11', amountCents: 265000, paid: 'Y'},
  {id: 4, customer: 'Girona Gravel', issued: '2024-12-02', amountCents: 9900, paid: 'N'},
  {id: 5, customer: 'Utrecht Bikes', issued: '2025-04-21', amountCents: 128875, paid: 'Y'},
];

const eur = new Intl.NumberFormat('en-IE', {style: 'currency', currency: 'EUR'});

const columns: GridColDef<ApiInvoice>[] = [
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150},
  // The grid's date type wants Date objects: convert the string once, in the valueGetter.
  {field: 'issued', headerName: 'Issued', type: 'date', width: 120, valueGetter: (value: string) => new Date(`${value}T00:00:00`)},
  // Keep the number for sorting and filtering, in euros; the formatter adds the currency.
  {
    field: 'amountCents',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueGetter: (value: number) => value / 100,
    valueFormatter: (value: number) => eur.format(value),
  },
  {field: 'paid', headerName: 'Paid', type: 'boolean', width: 90, valueGetter: (value: ApiInvoice['paid']) => value === 'Y'},
];

export default function ColumnDefinitionConvertTypes() {
  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter initialState={{sorting: {sortModel: [{field: 'issued', sort: 'desc'}]}}} />
    </Box>
  );
}
