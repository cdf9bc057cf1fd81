import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, STAFF_TEAMS, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(50);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', type: 'singleSelect', valueOptions: STAFF_TEAMS, width: 150},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 140},
  {field: 'startDate', headerName: 'Started', type: 'date', width: 150},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 120},
];

export default function HeaderFiltersBasic() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro rows={rows} columns={columns} headerFilters density="compact" />
    </Box>
  );
}
