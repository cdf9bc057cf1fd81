import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, STAFF_TEAMS, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(50);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', type: 'singleSelect', valueOptions: STAFF_TEAMS, width: 150},
  {field: 'city', headerName: 'City', width: 140},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 130},
];

export default function HeaderFiltersInlineClear() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      {/* No filter panel: the header row is the only way to filter, and each cell clears itself. */}
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        disableColumnFilter
        slotProps={{headerFilterCell: {showClearIcon: true}}}
        initialState={{filter: {filterModel: {items: [{field: 'city', operator: 'contains', value: 'berlin'}]}}}}
        density="compact"
      />
    </Box>
  );
}
