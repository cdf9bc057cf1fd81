import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridToolbar, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(60);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'level', headerName: 'Level', type: 'singleSelect', valueOptions: ['Junior', 'Mid', 'Senior', 'Lead'], width: 110},
  {field: 'startDate', headerName: 'Started', type: 'date', width: 120},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 90},
];

export default function GridOverviewStaff() {
  // In v7 the toolbar is a slot: the grid renders no toolbar until one is given here.
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{toolbar: GridToolbar}}
        slotProps={{toolbar: {showQuickFilter: true}}}
        initialState={{pagination: {paginationModel: {pageSize: 25}}}}
        pageSizeOptions={[25, 50]}
        checkboxSelection
      />
    </Box>
  );
}
