import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(12, 4);

const columns: GridColDef<StaffRow>[] = [
  // Fixed width in pixels (the default is 100).
  {field: 'id', headerName: 'ID', width: 70},
  // Two flex columns share the space left: the name gets twice as much as the city.
  {field: 'name', headerName: 'Name (flex 2)', flex: 2, minWidth: 150},
  {field: 'city', headerName: 'City (flex 1)', flex: 1, minWidth: 110},
  // A flex column with a ceiling: it grows, but never past 180 px.
  {field: 'team', headerName: 'Team (max 180)', flex: 1, maxWidth: 180},
];

export default function WidthsFixedAndFlex() {
  return (
    <Box sx={{height: 340, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
