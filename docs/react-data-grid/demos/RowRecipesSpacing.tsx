import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, gridClasses, type GridColDef, type GridRowSpacingParams} from '@mui/x-data-grid';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const rows = createTeamMembers(10, 3);

const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'role', headerName: 'Role', width: 150},
  {field: 'team', headerName: 'Team', width: 110},
];

export default function RowRecipesSpacing() {
  // Card-like rows: a gap above and below each row, smaller at the edges of the page.
  const getRowSpacing = React.useCallback(
    (params: GridRowSpacingParams) => ({top: params.isFirstVisible ? 0 : 4, bottom: params.isLastVisible ? 0 : 4}),
    [],
  );

  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowSpacing={getRowSpacing}
        hideFooter
        sx={{
          [`& .${gridClasses.row}`]: {bgcolor: 'background.paper', borderRadius: 1, boxShadow: 1},
          [`& .${gridClasses.cell}`]: {borderTop: 'none'},
          bgcolor: 'action.hover',
        }}
      />
    </Box>
  );
}
