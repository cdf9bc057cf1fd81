import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridEditSingleSelectCell, useGridApiContext, type GridColDef, type GridRenderEditCellParams} from '@mui/x-data-grid';
import {createTeamMembers, TEAMS, type TeamMember} from '@site/src/demo-data/team-members';

const rows = createTeamMembers(8, 5);

const ROLES_BY_TEAM: Record<string, string[]> = {
  Workshop: ['Mechanic', 'Wheel builder', 'Workshop lead'],
  Sales: ['Sales associate', 'Store manager'],
  Logistics: ['Buyer', 'Warehouse clerk'],
  Design: ['Frame designer', 'Product designer'],
};

// Changing the team also resets the role to the first one of the new team.
function TeamEditCell(props: GridRenderEditCellParams<TeamMember>) {
  const apiRef = useGridApiContext();
  const onValueChange = async (_event: unknown, team: string) => {
    await apiRef.current.setEditCellValue({id: props.id, field: 'role', value: ROLES_BY_TEAM[team]![0]});
  };
  return <GridEditSingleSelectCell {...props} onValueChange={onValueChange} />;
}

const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {
    field: 'team',
    headerName: 'Team',
    width: 140,
    editable: true,
    type: 'singleSelect',
    valueOptions: [...TEAMS],
    renderEditCell: (params) => <TeamEditCell {...params} />,
  },
  {
    field: 'role',
    headerName: 'Role',
    width: 170,
    editable: true,
    type: 'singleSelect',
    // The choices follow the team of the row.
    valueOptions: ({row}) => (row ? (ROLES_BY_TEAM[row.team] ?? []) : Object.values(ROLES_BY_TEAM).flat()),
  },
];

export default function RecipesEditingLinkedFields() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} editMode="row" density="compact" hideFooter />
    </Box>
  );
}
