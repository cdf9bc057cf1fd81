import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(12, 6);

const columns: GridColDef<StaffRow>[] = [
  {field: 'firstName', headerName: 'First name', width: 130, headerClassName: 'staff-header--person'},
  {field: 'lastName', headerName: 'Last name', width: 130, headerClassName: 'staff-header--person'},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120, headerClassName: 'staff-header--money'},
  {field: 'bonus', headerName: 'Bonus', type: 'number', width: 120, headerClassName: 'staff-header--money'},
  {
    field: 'department',
    headerName: 'Department (a long header that wraps)',
    flex: 1,
    minWidth: 160,
  },
];

export default function ColumnHeaderStyled() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .staff-header--person': {backgroundColor: 'rgba(25, 118, 210, 0.12)'},
        '& .staff-header--money': {backgroundColor: 'rgba(46, 125, 50, 0.14)'},
        // Let long titles wrap on two lines instead of being cut with an ellipsis.
        '& .MuiDataGrid-columnHeaderTitle': {whiteSpace: 'normal', lineHeight: 1.3},
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter columnHeaderHeight={72} showColumnVerticalBorder />
    </Box>
  );
}
