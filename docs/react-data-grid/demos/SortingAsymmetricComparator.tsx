import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, gridNumberComparator, type GridColDef, type GridComparatorFn, type GridSortDirection} from '@mui/x-data-grid';
import {createStaffRows} from '@site/src/demo-data/staff-directory';

// Some people have not had a review yet: their score is empty.
const rows = createStaffRows(24).map((row) => ({...row, review: row.id % 4 === 0 ? null : row.rating * 20 - 5}));
type ReviewRow = (typeof rows)[number];

// Empty scores go to the bottom whatever the direction: the comparator depends on it.
const getSortComparator = (direction: GridSortDirection): GridComparatorFn<number | null> => {
  const sign = direction === 'desc' ? -1 : 1;
  return (a, b, paramA, paramB) => {
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
    return sign * gridNumberComparator(a, b, paramA, paramB);
  };
};

const columns: GridColDef<ReviewRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 170},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'review', headerName: 'Review score', type: 'number', width: 140, getSortComparator},
];

export default function SortingAsymmetricComparator() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{sorting: {sortModel: [{field: 'review', sort: 'desc'}]}}}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
