import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

// Each row already has an `id` field, so the grid needs nothing else to tell rows apart.
const rows = createTeamMembers(12);

const columns: GridColDef<TeamMember>[] = [
  {field: 'id', headerName: 'ID', width: 70},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'role', headerName: 'Role', width: 150},
  {field: 'team', headerName: 'Team', width: 110},
  {field: 'city', headerName: 'City', width: 110},
];

export default function RowDefinitionBasic() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} density="compact" />
    </Box>
  );
}
