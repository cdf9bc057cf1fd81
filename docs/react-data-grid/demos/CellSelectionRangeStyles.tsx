import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, gridClasses, type GridColDef} from '@mui/x-data-grid-premium';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(20);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 120},
  {field: 'city', headerName: 'City', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

const EDGE = '2px solid #ed6c02';

export default function CellSelectionRangeStyles() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        initialState={{cellSelection: {2: {team: true, city: true}, 3: {team: true, city: true}, 4: {team: true, city: true}}}}
        density="compact"
        hideFooter
        sx={{
          // A warm fill for the selected cells, and a thick outline around each range.
          [`& .${gridClasses.cell}.Mui-selected`]: {bgcolor: 'rgba(237, 108, 2, 0.12)'},
          [`& .${gridClasses['cell--rangeTop']}`]: {borderTop: EDGE},
          [`& .${gridClasses['cell--rangeBottom']}`]: {borderBottom: EDGE},
          [`& .${gridClasses['cell--rangeLeft']}`]: {borderLeft: EDGE},
          [`& .${gridClasses['cell--rangeRight']}`]: {borderRight: EDGE},
        }}
      />
    </Box>
  );
}
