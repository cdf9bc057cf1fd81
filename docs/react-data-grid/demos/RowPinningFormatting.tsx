import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef, type GridPinnedRowsProp, type GridRenderCellParams} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

// Pinned rows use string ids, next to the numeric ids of the data.
type Row = Omit<StaffRow, 'id'> & {id: number | string};

const rows: Row[] = createStaffRows(30);
const payroll = rows.reduce((sum, row) => sum + row.salary, 0);
const money = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

const pinnedRows: GridPinnedRowsProp<Row> = {
  bottom: [
    {
      id: 'total',
      name: 'Payroll',
      team: '',
      city: '',
      level: 'Lead',
      salary: payroll,
      rating: 0,
      startDate: new Date(Date.UTC(2026, 0, 1)),
      remote: false,
    },
  ],
};

// The same column, two looks: pinned cells get a bold total, other cells the plain figure.
function SalaryCell({rowNode, value}: GridRenderCellParams<Row, number>) {
  if (rowNode.type === 'pinnedRow') return <strong>{money.format(value ?? 0)} in all</strong>;
  return money.format(value ?? 0);
}

const columns: GridColDef<Row>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 120},
  // The pinned row has no real rating: hide the number there.
  {
    field: 'rating',
    headerName: 'Review',
    type: 'number',
    width: 100,
    renderCell: ({rowNode, formattedValue}) => (rowNode.type === 'pinnedRow' ? '' : formattedValue),
  },
  {field: 'salary', headerName: 'Salary', type: 'number', width: 180, renderCell: (params) => <SalaryCell {...params} />},
];

export default function RowPinningFormatting() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} density="compact" hideFooter />
    </Box>
  );
}
