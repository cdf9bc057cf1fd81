import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(12);

// Each column reads the row property named by `field`; `type` picks the sorting, filtering and alignment.
const columns: GridColDef<StaffRow>[] = [
  {field: 'firstName', headerName: 'First name', width: 130},
  {field: 'age', headerName: 'Age', type: 'number', width: 90},
  {field: 'startDate', headerName: 'Started', type: 'date', width: 130},
  {field: 'active', headerName: 'Active', type: 'boolean', width: 90},
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Engineering', 'Design', 'Sales', 'Support'],
    width: 140,
  },
  {field: 'email', headerName: 'Email', flex: 1, minWidth: 200, sortable: false},
];

export default function ColumnDefinitionBasic() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
