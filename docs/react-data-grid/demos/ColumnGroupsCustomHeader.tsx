import * as React from 'react';
import Box from '@mui/material/Box';
import Groups from '@mui/icons-material/Groups';
import Payments from '@mui/icons-material/Payments';
import {DataGrid, type GridColDef, type GridColumnGroupingModel, type GridColumnGroupHeaderParams} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(12, 15);

const columns: GridColDef<StaffRow>[] = [
  {field: 'lastName', headerName: 'Last name', width: 130},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'role', headerName: 'Role', width: 180},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
  {field: 'bonus', headerName: 'Bonus', type: 'number', width: 110},
];

function GroupHeader({icon, params}: {icon: React.ReactNode; params: GridColumnGroupHeaderParams}) {
  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600}}>
      {icon}
      {params.headerName ?? params.groupId}
    </Box>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'team',
    headerName: 'Team',
    headerClassName: 'staff-group--team',
    // Columns of this group can be moved out of it and back (reordering is a Pro feature).
    freeReordering: true,
    renderHeaderGroup: (params) => <GroupHeader params={params} icon={<Groups fontSize="small" aria-hidden />} />,
    children: [{field: 'department'}, {field: 'role'}],
  },
  {
    groupId: 'pay',
    headerName: 'Pay (USD)',
    headerAlign: 'center',
    headerClassName: 'staff-group--pay',
    renderHeaderGroup: (params) => <GroupHeader params={params} icon={<Payments fontSize="small" aria-hidden />} />,
    children: [{field: 'salary'}, {field: 'bonus'}],
  },
];

export default function ColumnGroupsCustomHeader() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .staff-group--team': {backgroundColor: 'rgba(25, 118, 210, 0.12)'},
        '& .staff-group--pay': {backgroundColor: 'rgba(46, 125, 50, 0.14)'},
      }}
    >
      <DataGrid rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} hideFooter columnGroupHeaderHeight={44} />
    </Box>
  );
}
