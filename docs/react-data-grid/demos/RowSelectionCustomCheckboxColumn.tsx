import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
  // The selection column, moved to the end and given a header text and a width.
  {...GRID_CHECKBOX_SELECTION_COL_DEF, headerName: 'Invite', width: 90},
];

export default function RowSelectionCustomCheckboxColumn() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} checkboxSelection disableRowSelectionOnClick density="compact" hideFooter />
    </Box>
  );
}
