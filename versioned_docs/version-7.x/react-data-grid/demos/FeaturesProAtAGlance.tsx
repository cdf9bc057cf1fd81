import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(200, 21);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', width: 180},
  {field: 'team', headerName: 'Team', width: 140},
  {field: 'city', headerName: 'City', width: 140},
  {field: 'level', headerName: 'Level', width: 110},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100},
  {field: 'startDate', headerName: 'Started', type: 'date', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function FeaturesProAtAGlance() {
  // Pro: a pinned column, two sort keys, and reordering by dragging a header.
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        density="compact"
        initialState={{
          pinnedColumns: {left: ['name']},
          sorting: {
            sortModel: [
              {field: 'team', sort: 'asc'},
              {field: 'salary', sort: 'desc'},
            ],
          },
        }}
      />
    </Box>
  );
}
