import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(40, 33);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'level', headerName: 'Level', width: 110},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function SortMultiColumnPro() {
  // Team first; within a team, the highest salary first. Shift-click a header to add a key.
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{
          sorting: {
            sortModel: [
              {field: 'team', sort: 'asc'},
              {field: 'salary', sort: 'desc'},
            ],
          },
        }}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
