import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import {DataGrid, type GridColDef, type GridRenderCellParams} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(20, 5);

function ProgressCell({value}: GridRenderCellParams<StaffRow, number>) {
  const percent = Math.round((value ?? 0) * 100);
  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 1, width: '100%'}}>
      <LinearProgress variant="determinate" value={percent} sx={{flex: 1}} aria-label={`Goal progress ${percent}%`} />
      <Box component="span" sx={{minWidth: 36, textAlign: 'right'}}>
        {percent}%
      </Box>
    </Box>
  );
}

const columns: GridColDef<StaffRow>[] = [
  {field: 'lastName', headerName: 'Name', width: 130},
  {field: 'department', headerName: 'Department', width: 140},
  {
    field: 'active',
    headerName: 'Status',
    width: 120,
    renderCell: ({value}: GridRenderCellParams<StaffRow, boolean>) => (
      <Chip size="small" label={value ? 'Active' : 'On leave'} color={value ? 'success' : 'default'} variant="outlined" />
    ),
  },
  {field: 'progress', headerName: 'Yearly goal', flex: 1, minWidth: 180, renderCell: (params) => <ProgressCell {...params} />},
];

export default function ColumnsRenderProgress() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
