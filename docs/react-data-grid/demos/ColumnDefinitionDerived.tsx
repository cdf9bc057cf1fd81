import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(12, 9);

const currency = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

const columns: GridColDef<StaffRow>[] = [
  {
    // Not a row property: the value is computed, and sorting and filtering use it.
    field: 'fullName',
    headerName: 'Full name',
    width: 170,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    // Only the display changes: sorting still compares the numbers.
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'totalPay',
    headerName: 'Salary + bonus',
    type: 'number',
    width: 150,
    valueGetter: (_value, row) => row.salary + row.bonus,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'progress',
    headerName: 'Goals met',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
  },
];

export default function ColumnDefinitionDerived() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter initialState={{sorting: {sortModel: [{field: 'totalPay', sort: 'desc'}]}}} />
    </Box>
  );
}
