import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, GridCellModes, type GridCellModesModel, type GridCellParams, type GridColDef} from '@mui/x-data-grid';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const rows = createTeamMembers(8, 19);

const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true},
  {field: 'role', headerName: 'Role', width: 150, editable: true},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true},
];

export default function EditingControlledCellModes() {
  const [selected, setSelected] = React.useState<{id: number; field: string} | null>(null);
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});
  const mode = selected ? (cellModesModel[selected.id]?.[selected.field]?.mode ?? GridCellModes.View) : null;

  const setMode = (next: GridCellModes, ignoreModifications = false) => {
    if (!selected) return;
    setCellModesModel((model) => ({
      ...model,
      [selected.id]: {
        ...model[selected.id],
        [selected.field]: next === GridCellModes.View ? {mode: next, ignoreModifications} : {mode: next},
      },
    }));
  };

  return (
    <Stack spacing={1} sx={{width: '100%', height: 388}}>
      <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
        <Button
          size="small"
          variant="outlined"
          disabled={!selected || mode === GridCellModes.Edit}
          onClick={() => setMode(GridCellModes.Edit)}
        >
          Edit
        </Button>
        <Button size="small" variant="outlined" disabled={mode !== GridCellModes.Edit} onClick={() => setMode(GridCellModes.View)}>
          Save
        </Button>
        <Button size="small" disabled={mode !== GridCellModes.Edit} onClick={() => setMode(GridCellModes.View, true)}>
          Cancel
        </Button>
        <Typography variant="body2">{selected ? `Cell: ${selected.field} of row ${selected.id}` : 'Focus a cell first'}</Typography>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGrid
          rows={rows}
          columns={columns}
          cellModesModel={cellModesModel}
          onCellModesModelChange={setCellModesModel}
          onCellClick={(params: GridCellParams) => setSelected({id: Number(params.id), field: params.field})}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
