/** Column definitions shared by the server-side data demos (not a demo itself). */
import type {GridColDef} from '@mui/x-data-grid';

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

export const orderColumns: GridColDef[] = [
  {field: 'id', headerName: 'Order', type: 'number', width: 80},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140},
  {field: 'country', headerName: 'Country', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', width: 130},
  {field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: ['Open', 'Shipped', 'Delivered', 'Returned'], width: 110},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
  {field: 'year', headerName: 'Year', width: 80},
  {field: 'quarter', headerName: 'Quarter', width: 90},
];

export const employeeColumns: GridColDef[] = [
  {field: 'title', headerName: 'Title', width: 150},
  {field: 'location', headerName: 'Location', width: 120},
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];
