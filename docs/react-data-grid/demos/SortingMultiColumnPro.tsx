import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(40);

const columns: GridColDef<StaffRow>[] = [
  {field: 'team', headerName: 'Team', width: 140},
  {field: 'level', headerName: 'Level', width: 110},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function SortingMultiColumnPro() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        // Team first, then salary (highest first) inside each team.
        initialState={{
          sorting: {
            sortModel: [
              {field: 'team', sort: 'asc'},
              {field: 'salary', sort: 'desc'},
            ],
          },
        }}
        // Add a column to the sort with a plain click instead of Shift/Ctrl+click.
        multipleColumnsSortingMode="always"
        density="compact"
        hideFooter
      />
    </Box>
  );
}
