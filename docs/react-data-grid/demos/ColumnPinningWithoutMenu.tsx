import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, GridColumnMenu, type GridColDef, type GridColumnMenuProps} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(20, 112);

const columns: GridColDef<StaffRow>[] = [
  // Not pinnable by readers, but pinned by the app below: pinnable only governs the UI.
  {field: 'name', headerName: 'Name', width: 160, pinnable: false},
  {field: 'team', headerName: 'Team', width: 140},
  {field: 'city', headerName: 'City', width: 140},
  {field: 'level', headerName: 'Level', width: 120},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 110},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

/** The column menu without its pinning entries; everything else stays. */
function MenuWithoutPinning(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{columnMenuPinningItem: null}} />;
}

export default function ColumnPinningWithoutMenu() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        hideFooter
        slots={{columnMenu: MenuWithoutPinning}}
        initialState={{pinnedColumns: {left: ['name']}}}
      />
    </Box>
  );
}
