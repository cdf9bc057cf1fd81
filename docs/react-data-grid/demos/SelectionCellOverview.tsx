import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(20);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
  {field: 'rating', headerName: 'Review', type: 'number', width: 100},
];

export default function SelectionCellOverview() {
  return (
    <Box sx={{height: 340, width: '100%'}}>
      {/* Drag over cells, or Shift+click / Shift+arrow keys, to select a range. */}
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        initialState={{cellSelection: {1: {salary: true, rating: true}, 2: {salary: true, rating: true}}}}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
