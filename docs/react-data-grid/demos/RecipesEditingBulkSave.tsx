import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridRowId} from '@mui/x-data-grid';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const savedRows = createTeamMembers(8, 61);

const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true},
  {field: 'role', headerName: 'Role', width: 150, editable: true},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true},
];

export default function RecipesEditingBulkSave() {
  // `saved` is what the "server" has; `draft` is what the grid shows. Edits only touch the draft.
  const [saved, setSaved] = React.useState(savedRows);
  const [draft, setDraft] = React.useState(savedRows);
  const [dirtyIds, setDirtyIds] = React.useState<Set<GridRowId>>(new Set());
  // Changing the key remounts the grid so "Discard" also clears any cell still being edited.
  const [gridKey, setGridKey] = React.useState(0);

  const processRowUpdate = (newRow: TeamMember) => {
    setDraft((rows) => rows.map((row) => (row.id === newRow.id ? newRow : row)));
    setDirtyIds((ids) => new Set(ids).add(newRow.id));
    return newRow;
  };

  const saveAll = () => {
    setSaved(draft);
    setDirtyIds(new Set());
  };

  const discard = () => {
    setDraft(saved);
    setDirtyIds(new Set());
    setGridKey((key) => key + 1);
  };

  return (
    <Box sx={{width: '100%', height: 376, display: 'flex', flexDirection: 'column'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center'}}>
        <Button size="small" variant="contained" disabled={dirtyIds.size === 0} onClick={saveAll}>
          Save all
        </Button>
        <Button size="small" variant="outlined" disabled={dirtyIds.size === 0} onClick={discard}>
          Discard
        </Button>
        <Typography variant="body2">{dirtyIds.size} unsaved row(s)</Typography>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGrid
          key={gridKey}
          rows={draft}
          columns={columns}
          processRowUpdate={processRowUpdate}
          getRowClassName={({id}) => (dirtyIds.has(id) ? 'unsaved' : '')}
          sx={{'& .unsaved': {bgcolor: 'warning.light', color: 'grey.900'}}}
          density="compact"
          hideFooter
        />
      </Box>
    </Box>
  );
}
