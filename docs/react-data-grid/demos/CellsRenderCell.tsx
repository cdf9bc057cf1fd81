import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import {DataGrid, type GridColDef, type GridRenderCellParams} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff';

const rows = createStaffRows(15, 28);

function ProgressCell({value}: GridRenderCellParams<StaffRow, number>) {
  const percent = Math.round((value ?? 0) * 100);
  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 1, width: '100%', height: '100%'}}>
      <LinearProgress variant="determinate" value={percent} sx={{flex: 1}} aria-label={`${percent} percent`} />
      <Box component="span" sx={{width: 36, textAlign: 'right'}}>{`${percent}%`}</Box>
    </Box>
  );
}

const columns: GridColDef<StaffRow>[] = [
  {field: 'lastName', headerName: 'Last name', width: 130},
  {
    field: 'email',
    headerName: 'Email',
    width: 240,
    // `tabIndex` is -1 unless the cell has focus, so Tab does not stop on every link of the grid.
    renderCell: (params) => (
      <Link href={`mailto:${params.value}`} tabIndex={params.tabIndex}>
        {params.value}
      </Link>
    ),
  },
  {
    field: 'active',
    headerName: 'Status',
    width: 110,
    renderCell: (params) => <Chip size="small" label={params.value ? 'Active' : 'On leave'} color={params.value ? 'success' : 'default'} />,
  },
  {field: 'progress', headerName: 'Goals met', type: 'number', width: 180, renderCell: (params) => <ProgressCell {...params} />},
];

export default function CellsRenderCell() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
