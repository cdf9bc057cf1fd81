import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridComparatorFn} from '@mui/x-data-grid';
import {createStaffRows, STAFF_LEVELS, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

// Compare levels by seniority rather than alphabetically ("Lead" would otherwise come first).
const byLevel: GridComparatorFn<StaffRow['level']> = (a, b) => STAFF_LEVELS.indexOf(a) - STAFF_LEVELS.indexOf(b);

// Sort by family name, the last word of the full name.
const byLastName: GridComparatorFn<string> = (a, b) => (a.split(' ').at(-1) ?? '').localeCompare(b.split(' ').at(-1) ?? '');

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name (by family name)', flex: 1, minWidth: 190, sortComparator: byLastName},
  {field: 'level', headerName: 'Level', width: 120, sortComparator: byLevel},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 100, sortable: false},
];

export default function SortingCustomComparator() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{sorting: {sortModel: [{field: 'level', sort: 'desc'}]}}}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
