import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows} from '@site/src/demo-data/inventory';

interface InvoiceLine {
  id: number | string;
  product: string;
  quantity: number;
  unitPrice: number;
  /** Only on the summary rows at the bottom. */
  summary?: 'subtotal' | 'tax' | 'total';
}

const TAX_RATE = 0.2;
const lines: InvoiceLine[] = createInventoryRows(4, 31).map((item) => ({
  id: item.id,
  product: item.product,
  quantity: 1 + (item.inStock % 5),
  unitPrice: item.unitPrice,
}));
const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
const rows: InvoiceLine[] = [
  ...lines,
  {id: 'subtotal', product: 'Subtotal', quantity: 0, unitPrice: subtotal, summary: 'subtotal'},
  {id: 'tax', product: `Tax (${TAX_RATE * 100} %)`, quantity: 0, unitPrice: subtotal * TAX_RATE, summary: 'tax'},
  {id: 'total', product: 'Total', quantity: 0, unitPrice: subtotal * (1 + TAX_RATE), summary: 'total'},
];

const money = (value: number) => `$${value.toFixed(2)}`;

const columns: GridColDef<InvoiceLine>[] = [
  {
    field: 'product',
    headerName: 'Product',
    flex: 1,
    minWidth: 160,
    sortable: false,
    // On summary rows the label covers product, quantity and unit price.
    colSpan: (_value, row) => (row.summary ? 3 : undefined),
  },
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80, sortable: false},
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    sortable: false,
    valueFormatter: (value: number) => money(value),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    sortable: false,
    valueGetter: (_value, row) => (row.summary ? row.unitPrice : row.quantity * row.unitPrice),
    valueFormatter: (value: number) => money(value),
  },
];

export default function ColumnSpanningTotals() {
  return (
    <Box sx={{height: 440, width: '100%', '& .invoice-total': {fontWeight: 700}}}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        disableColumnMenu
        showCellVerticalBorder
        getRowClassName={(params) => (params.row.summary === 'total' ? 'invoice-total' : '')}
      />
    </Box>
  );
}
