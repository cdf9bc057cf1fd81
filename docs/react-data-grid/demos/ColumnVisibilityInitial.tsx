import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(15);

const columns: GridColDef<StaffRow>[] = [
  // `hideable: false` keeps the name column out of the "Hide" actions of the menu and panel.
  {field: 'lastName', headerName: 'Last name', width: 130, hideable: false},
  {field: 'firstName', headerName: 'First name', width: 130},
  {field: 'email', headerName: 'Email', width: 220},
  {field: 'age', headerName: 'Age', type: 'number', width: 80},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

export default function ColumnVisibilityInitial() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{columns: {columnVisibilityModel: {email: false, salary: false}}}}
      />
    </Box>
  );
}
