import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const rows = createTeamMembers(12, 114);

const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name', width: 140},
  {field: 'role', headerName: 'Role', width: 150},
  {field: 'team', headerName: 'Team', width: 120},
  {field: 'city', headerName: 'City', width: 120},
  {
    field: 'bio',
    headerName: 'About',
    width: 260,
    renderCell: ({value}) => <Box sx={{whiteSpace: 'normal', lineHeight: 1.4, py: 1}}>{value}</Box>,
  },
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100},
];

export default function ColumnPinningDynamicRowHeight() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      {/* A row's height is measured across its pinned and scrolling parts, which stay aligned. */}
      <DataGridPro
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        hideFooter
        initialState={{pinnedColumns: {left: ['name'], right: ['bio']}}}
      />
    </Box>
  );
}
