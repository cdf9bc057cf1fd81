import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(20, 23);

const columns: GridColDef<StaffRow>[] = [
  {field: 'lastName', headerName: 'Last name', width: 140},
  {field: 'firstName', headerName: 'First name', width: 130},
  {field: 'email', headerName: 'Email', width: 240},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'role', headerName: 'Role', width: 200},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'country', headerName: 'Country', width: 130},
  // This column never moves to a pinned section.
  {field: 'age', headerName: 'Age', type: 'number', width: 90, pinnable: false},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function ColumnPinningInitial() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGridPro rows={rows} columns={columns} hideFooter initialState={{pinnedColumns: {left: ['lastName'], right: ['salary']}}} />
    </Box>
  );
}
