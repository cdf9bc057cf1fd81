import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(40);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'level', headerName: 'Level', type: 'singleSelect', valueOptions: ['Junior', 'Mid', 'Senior', 'Lead'], width: 120},
  // Salaries stay visible but cannot be filtered from the column menu or the panel.
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120, filterable: false},
];

export default function FilterInitialAndLocked() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{filter: {filterModel: {items: [{field: 'level', operator: 'is', value: 'Senior'}]}}}}
        density="compact"
      />
    </Box>
  );
}
