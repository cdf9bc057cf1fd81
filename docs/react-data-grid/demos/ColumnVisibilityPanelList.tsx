import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(20, 61);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'team', headerName: 'Team', width: 110},
  {field: 'city', headerName: 'City', width: 110},
  {field: 'level', headerName: 'Level', width: 100},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

// The panel lists what this returns: here, neither the name nor the checkbox column.
const getTogglableColumns = (allColumns: GridColDef[]) =>
  allColumns
    .filter((column) => column.field !== 'name' && column.field !== GRID_CHECKBOX_SELECTION_COL_DEF.field)
    .map((column) => column.field);

export default function ColumnVisibilityPanelList() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        showToolbar
        hideFooter
        slotProps={{columnsManagement: {getTogglableColumns}}}
      />
    </Box>
  );
}
