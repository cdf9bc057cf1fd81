import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(12, 12);

const columns: GridColDef<StaffRow>[] = [
  // No menu button on this header.
  {field: 'id', headerName: 'ID', width: 80, disableColumnMenu: true},
  // The menu still opens, but without the sort and hide entries.
  {field: 'lastName', headerName: 'Last name', width: 150, sortable: false, hideable: false},
  // Without filtering, the "Filter" entry disappears.
  {field: 'email', headerName: 'Email', flex: 1, minWidth: 200, filterable: false},
  {field: 'age', headerName: 'Age', type: 'number', width: 100},
];

export default function ColumnMenuPerColumn() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
