import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridColumnGroupingModel} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(12, 10);

const columns: GridColDef<StaffRow>[] = [
  {field: 'id', headerName: 'ID', width: 70},
  {field: 'firstName', headerName: 'First name', width: 120},
  {field: 'lastName', headerName: 'Last name', width: 120},
  {field: 'age', headerName: 'Age', type: 'number', width: 80},
  {field: 'city', headerName: 'City', width: 110},
  {field: 'country', headerName: 'Country', width: 110},
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'person',
    headerName: 'Person',
    description: 'Who the employee is',
    children: [{groupId: 'name', headerName: 'Name', children: [{field: 'firstName'}, {field: 'lastName'}]}, {field: 'age'}],
  },
  {groupId: 'location', headerName: 'Location', children: [{field: 'city'}, {field: 'country'}]},
];

export default function ColumnGroupsBasic() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} hideFooter showColumnVerticalBorder />
    </Box>
  );
}
