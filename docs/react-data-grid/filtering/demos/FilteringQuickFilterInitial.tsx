import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(60);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'level', headerName: 'Level', width: 100},
];

export default function FilteringQuickFilterInitial() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        // Every word must match some column of the row: "berlin senior".
        initialState={{filter: {filterModel: {items: [], quickFilterValues: ['berlin', 'senior']}}}}
        density="compact"
      />
    </Box>
  );
}
