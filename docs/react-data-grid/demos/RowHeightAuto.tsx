import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridRowHeightParams} from '@mui/x-data-grid';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const rows = createTeamMembers(12);

const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name', width: 150},
  {field: 'team', headerName: 'Team', width: 110},
  {
    field: 'bio',
    headerName: 'About',
    flex: 1,
    minWidth: 220,
    // Let the text wrap instead of being cut with an ellipsis.
    renderCell: ({value}) => <Box sx={{whiteSpace: 'normal', py: 1, lineHeight: 1.4}}>{value}</Box>,
  },
];

// Defined once: a new function on each render would make the grid measure every row again.
const getRowHeight = () => 'auto' as const;
// A rough guess used before a row is measured, so the scrollbar does not jump as much.
const getEstimatedRowHeight = (_params: GridRowHeightParams) => 70;

export default function RowHeightAuto() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} getRowHeight={getRowHeight} getEstimatedRowHeight={getEstimatedRowHeight} hideFooter />
    </Box>
  );
}
