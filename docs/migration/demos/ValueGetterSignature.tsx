import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(12);

const euros = new Intl.NumberFormat('en', {style: 'currency', currency: 'EUR', maximumFractionDigits: 0});

// Since v7 the column callbacks receive the value and the row as arguments,
// not a params object: (value, row, column, apiRef).
const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {
    field: 'monthly',
    headerName: 'Monthly pay',
    type: 'number',
    width: 140,
    valueGetter: (_value, row) => Math.round(row.salary / 12),
    valueFormatter: (value: number) => euros.format(value),
  },
  {
    field: 'workplace',
    headerName: 'Works from',
    width: 150,
    valueGetter: (_value, row) => (row.remote ? `${row.city} (remote)` : row.city),
  },
  {
    field: 'startDate',
    headerName: 'Since',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => value.getUTCFullYear(),
  },
];

export default function ValueGetterSignature() {
  return (
    <div style={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter aria-label="Staff pay" />
    </div>
  );
}
