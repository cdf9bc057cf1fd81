import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef, type GridColumnGroupingModel} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(20, 142);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', width: 150},
  {field: 'team', headerName: 'Team', width: 120},
  {field: 'level', headerName: 'Level', width: 100},
  {field: 'city', headerName: 'City', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 90},
];

const groupingModel: GridColumnGroupingModel = [
  // Locked (the default): its columns move among themselves but never leave the group.
  {groupId: 'job', headerName: 'Job (locked)', children: [{field: 'team'}, {field: 'level'}, {field: 'city'}]},
  // Free: its columns may leave, and other columns may be dropped between them.
  {groupId: 'pay', headerName: 'Pay (free)', freeReordering: true, children: [{field: 'salary'}, {field: 'rating'}]},
];

export default function ColumnGroupsReordering() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGridPro rows={rows} columns={columns} columnGroupingModel={groupingModel} hideFooter />
    </Box>
  );
}
