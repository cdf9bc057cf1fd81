import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 170},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'startDate', headerName: 'Started', type: 'date', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function SortingInitialModel() {
  // Newest hires first on load; after that, header clicks change the order as usual.
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{sorting: {sortModel: [{field: 'startDate', sort: 'desc'}]}}}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
