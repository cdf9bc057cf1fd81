import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, gridNumberComparator, gridStringOrNumberComparator, type GridColDef, type GridComparatorFn} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

interface Placement {
  team: string;
  salary: number;
}

// Team first (as text), then salary (as a number) among people of the same team.
const byTeamThenSalary: GridComparatorFn<Placement> = (a, b, paramA, paramB) =>
  gridStringOrNumberComparator(a.team, b.team, paramA, paramB) || gridNumberComparator(a.salary, b.salary, paramA, paramB);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 170},
  {
    field: 'placement',
    headerName: 'Team · salary',
    width: 220,
    valueGetter: (_value, row): Placement => ({team: row.team, salary: row.salary}),
    valueFormatter: (value: Placement) => `${value.team} · ${value.salary.toLocaleString('en-US')}`,
    sortComparator: byTeamThenSalary,
  },
  {field: 'city', headerName: 'City', width: 130},
];

export default function SortingCombineComparators() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{sorting: {sortModel: [{field: 'placement', sort: 'asc'}]}}}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
