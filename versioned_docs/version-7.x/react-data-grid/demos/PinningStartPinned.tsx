import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(30, 19);

const columns: GridColDef<StaffRow>[] = [
  {field: 'lastName', headerName: 'Last name', width: 140},
  {field: 'firstName', headerName: 'First name', width: 130},
  {field: 'email', headerName: 'Email', width: 240},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'role', headerName: 'Role', width: 200},
  {field: 'city', headerName: 'City', width: 120},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'startDate', headerName: 'Started', type: 'date', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function PinningStartPinned() {
  // Scroll sideways: the name stays on the left edge and the salary on the right.
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGridPro rows={rows} columns={columns} initialState={{pinnedColumns: {left: ['lastName'], right: ['salary']}}} hideFooter />
    </Box>
  );
}
