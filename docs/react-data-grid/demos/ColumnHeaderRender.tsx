import * as React from 'react';
import Box from '@mui/material/Box';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import StarOutline from '@mui/icons-material/StarOutline';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(12, 4);

const columns: GridColDef<StaffRow>[] = [
  {field: 'lastName', headerName: 'Last name', width: 140, description: 'Family name as written in the contract'},
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    renderHeader: () => (
      <Box sx={{display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600}}>
        <PaidOutlined fontSize="small" aria-hidden />
        Salary
      </Box>
    ),
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 130,
    headerAlign: 'center',
    align: 'center',
    description: 'Last yearly review, from 1 to 5',
    renderHeader: (params) => (
      <Box sx={{display: 'flex', alignItems: 'center', gap: 0.5}}>
        <StarOutline fontSize="small" aria-hidden />
        {params.colDef.headerName}
      </Box>
    ),
  },
  {field: 'city', headerName: 'City', flex: 1, minWidth: 120, headerAlign: 'right', align: 'right'},
];

export default function ColumnHeaderRender() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
