import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridToolbar, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(20, 10);

const columns: GridColDef<StaffRow>[] = [
  {field: 'firstName', headerName: 'First name', width: 120},
  {field: 'lastName', headerName: 'Last name', width: 120},
  {field: 'email', headerName: 'Email', flex: 1, minWidth: 200},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
  {field: 'bonus', headerName: 'Bonus', type: 'number', width: 100},
];

export default function VisibilityInitialHidden() {
  // Pay columns start hidden; the Columns button of the toolbar brings them back.
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{toolbar: GridToolbar}}
        initialState={{columns: {columnVisibilityModel: {salary: false, bonus: false}}}}
        hideFooter
      />
    </Box>
  );
}
