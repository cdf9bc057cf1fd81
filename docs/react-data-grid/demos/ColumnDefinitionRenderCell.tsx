import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import {DataGrid, type GridColDef, type GridRenderCellParams} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(16, 51);

const LEVEL_COLOURS = {Junior: 'default', Mid: 'info', Senior: 'primary', Lead: 'secondary'} as const;

const columns: GridColDef<StaffRow>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 160,
    // A link inside a cell: tabIndex from the params keeps it out of the Tab order until the cell
    // has focus, so Tab leaves the grid instead of visiting every link.
    renderCell: (params: GridRenderCellParams<StaffRow, string>) => (
      <Link href={`#staff-${params.row.id}`} tabIndex={params.tabIndex}>
        {params.value}
      </Link>
    ),
  },
  {
    field: 'level',
    headerName: 'Level',
    width: 110,
    renderCell: ({value}: GridRenderCellParams<StaffRow, StaffRow['level']>) =>
      value ? <Chip size="small" label={value} color={LEVEL_COLOURS[value]} /> : null,
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 140,
    // The value stays a number (sorting, filtering, export); only the display is a bar.
    renderCell: ({value}: GridRenderCellParams<StaffRow, number>) => (
      <Box sx={{width: '100%', display: 'flex', alignItems: 'center', height: '100%'}}>
        <LinearProgress variant="determinate" value={(value ?? 0) * 20} sx={{flex: 1}} aria-label={`${value} out of 5`} />
      </Box>
    ),
  },
  {field: 'team', headerName: 'Team', width: 120},
];

export default function ColumnDefinitionRenderCell() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
