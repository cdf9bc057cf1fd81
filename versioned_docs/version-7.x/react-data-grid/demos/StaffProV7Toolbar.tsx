import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, GRID_CHECKBOX_SELECTION_COL_DEF, GridToolbar, type GridColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(12);

const columns: GridColDef<StaffRow>[] = [
  {field: 'lastName', headerName: 'Last name', width: 140},
  {field: 'firstName', headerName: 'First name', width: 130},
  {field: 'department', headerName: 'Department', width: 150},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

// A v7 Pro grid: the toolbar comes through `slots`, and a click on the header checkbox while some
// rows are selected clears the selection (`indeterminateCheckboxAction`, a v7 prop).
export default function StaffProV7Toolbar() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        checkboxSelection
        indeterminateCheckboxAction="deselect"
        initialState={{pinnedColumns: {left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, 'lastName']}}}
        slots={{toolbar: GridToolbar}}
      />
    </Box>
  );
}
