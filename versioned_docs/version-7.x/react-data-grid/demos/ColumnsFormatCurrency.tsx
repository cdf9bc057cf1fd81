import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(20, 13);

const euros = new Intl.NumberFormat('en-IE', {style: 'currency', currency: 'EUR'});
const day = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 160},
  {
    // The cell shows the formatted text; sorting and filtering still use the number.
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => euros.format(value),
  },
  {
    field: 'restockedOn',
    headerName: 'Restocked',
    type: 'date',
    width: 140,
    valueFormatter: (value: Date) => day.format(value),
  },
  {
    field: 'inStock',
    headerName: 'Stock',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => (value === 0 ? 'Sold out' : `${value} pcs`),
  },
];

export default function ColumnsFormatCurrency() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
