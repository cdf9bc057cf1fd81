import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowParams} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'level', headerName: 'Level', width: 110},
  {field: 'team', headerName: 'Team', width: 130},
];

// Leads approve requests rather than file them, so their rows cannot be picked.
const isRowSelectable = (params: GridRowParams<StaffRow>) => params.row.level !== 'Lead';

export default function RowSelectionOnlySome() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} checkboxSelection isRowSelectable={isRowSelectable} density="compact" />
    </Box>
  );
}
