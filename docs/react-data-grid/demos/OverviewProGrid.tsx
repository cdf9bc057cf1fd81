import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(60, 221);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', width: 160},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'level', headerName: 'Level', width: 110},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100},
  {field: 'startDate', headerName: 'Started', type: 'date', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

/** Pro: a column pinned on each side, sorting by two columns, a filter row under the headers. */
export default function OverviewProGrid() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        hideFooter
        initialState={{
          pinnedColumns: {left: ['name'], right: ['salary']},
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
