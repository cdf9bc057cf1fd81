import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridRenderCellParams} from '@mui/x-data-grid';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

interface ContactRow extends TeamMember {
  email: string;
}

const rows: ContactRow[] = createTeamMembers(14, 183).map((member) => ({
  ...member,
  email: `${member.name.toLowerCase().replace(/[^a-z]+/g, '.')}@bikeshop.example`,
}));

const columns: GridColDef<ContactRow>[] = [
  {
    field: 'name',
    headerName: 'Name',
    width: 160,
    // Every cell of this column also takes the Email column's place: a number, not a function.
    colSpan: 2,
    renderCell: ({row}: GridRenderCellParams<ContactRow>) => (
      <Box sx={{lineHeight: 1.3, py: 0.5}}>
        <Typography variant="body2">{row.name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {row.email}
        </Typography>
      </Box>
    ),
  },
  // Still a real column: its header sorts, its menu filters, and exports include it.
  {field: 'email', headerName: 'Email', width: 200},
  {field: 'role', headerName: 'Role', flex: 1, minWidth: 140},
];

export default function ColumnSpanningFixedNumber() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} rowHeight={56} hideFooter />
    </Box>
  );
}
