import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridCellModes, type GridCellModesModel, type GridCellParams, type GridColDef} from '@mui/x-data-grid';
import {createTeamMembers, TEAMS, type TeamMember} from '@site/src/demo-data/team-members';

const rows = createTeamMembers(8, 67);

const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true},
  {field: 'team', headerName: 'Team', width: 130, editable: true, type: 'singleSelect', valueOptions: [...TEAMS]},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 90, editable: true},
];

export default function RecipesEditingSingleClick() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  // One click opens the clicked cell and puts every other open cell back into view mode (which saves it).
  const handleCellClick = React.useCallback((params: GridCellParams, event: React.MouseEvent) => {
    if (!params.isEditable) return;
    // Clicks inside an open editor (e.g. on a select's options) must not close it.
    if (!event.currentTarget.contains(event.target as Node)) return;
    setCellModesModel((model) => {
      const closed: GridCellModesModel = {};
      for (const [id, fields] of Object.entries(model)) {
        closed[id] = {};
        for (const field of Object.keys(fields)) closed[id][field] = {mode: GridCellModes.View};
      }
      return {...closed, [params.id]: {...closed[params.id], [params.field]: {mode: GridCellModes.Edit}}};
    });
  }, []);

  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
