import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import {DataGridPro, useGridApiRef, type GridColDef, type GridListViewColDef, type GridRenderCellParams} from '@mui/x-data-grid-pro';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const rows = createTeamMembers(12, 173);

const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name', editable: true},
  {field: 'role', headerName: 'Role', editable: true},
  {field: 'city', headerName: 'City', editable: true},
];

interface EditContext {
  onEdit: (member: TeamMember) => void;
}
const EditContext = React.createContext<EditContext>({onEdit: () => undefined});

function MemberCard({row, tabIndex}: GridRenderCellParams<TeamMember>) {
  const {onEdit} = React.useContext(EditContext);
  return (
    <Stack direction="row" sx={{alignItems: 'center', width: '100%', height: '100%', gap: 1}}>
      <Box sx={{flex: 1, minWidth: 0}}>
        <Typography variant="body2" sx={{fontWeight: 500}} noWrap>
          {row.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {row.role} · {row.city}
        </Typography>
      </Box>
      <IconButton size="small" tabIndex={tabIndex} aria-label={`Edit ${row.name}`} onClick={() => onEdit(row)}>
        <EditIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

// List view has no cells to edit in place: editing happens in a form, saved through the API.
const listViewColumn: GridListViewColDef<TeamMember> = {field: 'card', renderCell: (params) => <MemberCard {...params} />};

export default function ListViewEditable() {
  const apiRef = useGridApiRef();
  const [draft, setDraft] = React.useState<TeamMember | null>(null);
  const context = React.useMemo<EditContext>(() => ({onEdit: setDraft}), []);

  const save = () => {
    if (draft) apiRef.current?.updateRows([draft]);
    setDraft(null);
  };

  return (
    <EditContext.Provider value={context}>
      <Box sx={{height: 380, width: '100%'}}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} listView listViewColumn={listViewColumn} rowHeight={64} hideFooter />
      </Box>
      <Dialog open={draft !== null} onClose={() => setDraft(null)} fullWidth maxWidth="xs">
        <DialogTitle>Edit team member</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{pt: 1}}>
            {(['name', 'role', 'city'] as const).map((field) => (
              <TextField
                key={field}
                size="small"
                label={field[0]!.toUpperCase() + field.slice(1)}
                value={draft?.[field] ?? ''}
                onChange={(event) => setDraft((current) => (current ? {...current, [field]: event.target.value} : current))}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDraft(null)}>Cancel</Button>
          <Button variant="contained" onClick={save}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </EditContext.Provider>
  );
}
