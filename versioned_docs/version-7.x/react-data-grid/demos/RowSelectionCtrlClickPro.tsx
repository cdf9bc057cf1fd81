import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'level', headerName: 'Level', width: 110},
];

export default function RowSelectionCtrlClickPro() {
  // Pro selects several rows without checkboxes: Ctrl/⌘+click adds a row, Shift+click a range.
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGridPro rows={rows} columns={columns} density="compact" />
    </Box>
  );
}
