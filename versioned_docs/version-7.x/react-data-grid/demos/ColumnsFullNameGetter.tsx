import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(20);

const columns: GridColDef<StaffRow>[] = [
  {field: 'firstName', headerName: 'First name', width: 130},
  {field: 'lastName', headerName: 'Last name', width: 130},
  {
    // No row has a `fullName` property: the v7 getter receives (value, row) and builds it.
    field: 'fullName',
    headerName: 'Full name',
    flex: 1,
    minWidth: 180,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  {
    field: 'totalPay',
    headerName: 'Salary + bonus',
    type: 'number',
    width: 150,
    valueGetter: (_value, row) => row.salary + row.bonus,
  },
];

export default function ColumnsFullNameGetter() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
