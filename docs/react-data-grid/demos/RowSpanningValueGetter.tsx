import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

interface InvoiceLine {
  id: number;
  invoice: string;
  customer: string;
  item: string;
  amount: number;
}

const rows: InvoiceLine[] = [
  {id: 1, invoice: 'INV-101', customer: 'Velo Club Lisboa', item: 'Team jerseys', amount: 840},
  {id: 2, invoice: 'INV-101', customer: 'Velo Club Lisboa', item: 'Water bottles', amount: 96},
  {id: 3, invoice: 'INV-102', customer: 'Velo Club Lisboa', item: 'Tubeless kit', amount: 210},
  {id: 4, invoice: 'INV-103', customer: 'Kyoto Couriers', item: 'Cargo racks', amount: 460},
  {id: 5, invoice: 'INV-103', customer: 'Kyoto Couriers', item: 'Panniers', amount: 380},
  {id: 6, invoice: 'INV-104', customer: 'Kyoto Couriers', item: 'Lights', amount: 150},
];

const columns: GridColDef<InvoiceLine>[] = [
  {field: 'invoice', headerName: 'Invoice', width: 110},
  {
    field: 'customer',
    headerName: 'Customer',
    width: 170,
    // Same customer, different invoice: span only within one invoice.
    rowSpanValueGetter: (value, row) => (row ? `${row.invoice}:${value}` : value),
  },
  {field: 'item', headerName: 'Item', flex: 1, minWidth: 130},
  {field: 'amount', headerName: 'Amount', type: 'number', width: 100, rowSpanValueGetter: () => null},
];

export default function RowSpanningValueGetter() {
  return (
    <Box sx={{height: 370, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} rowSpanning hideFooter showCellVerticalBorder showColumnVerticalBorder />
    </Box>
  );
}
