import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GetApplyQuickFilterFn} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(60);

// "70000" finds exact salaries, ">70000" and "<40000" compare; other words never match this column.
const salaryQuickFilter: GetApplyQuickFilterFn<StaffRow, number> = (word) => {
  const match = /^([<>]?)(\d+)$/.exec(String(word));
  if (!match) return null;
  const [, sign, digits] = match;
  const target = Number(digits);
  return (value) => (sign === '>' ? value > target : sign === '<' ? value < target : value === target);
};

const columns: GridColDef<StaffRow>[] = [
  // Ids are not something people search for: out of the quick filter.
  {field: 'id', headerName: 'ID', width: 70, getApplyQuickFilterFn: undefined},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120, getApplyQuickFilterFn: salaryQuickFilter},
];

export default function QuickFilterCustomLogic() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{filter: {filterModel: {items: [], quickFilterValues: ['sales', '>70000']}}}}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
