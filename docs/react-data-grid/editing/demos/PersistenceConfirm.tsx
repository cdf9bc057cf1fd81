import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const rows = createTeamMembers(8, 37);
const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true},
  {field: 'team', headerName: 'Team', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true},
];

interface PendingChange {
  newRow: TeamMember;
  oldRow: TeamMember;
  resolve: (row: TeamMember) => void;
}

/** Lists the fields that differ between two versions of a row. */
function describeChange(newRow: TeamMember, oldRow: TeamMember): string {
  const changed = (['name', 'salary'] as const).filter((field) => newRow[field] !== oldRow[field]);
  return changed.map((field) => `${field}: "${oldRow[field]}" → "${newRow[field]}"`).join(', ');
}

export default function PersistenceConfirm() {
  const [pending, setPending] = React.useState<PendingChange | null>(null);

  // Resolve with the old row to cancel, with the new row to keep the change: the grid waits either way.
  const processRowUpdate = React.useCallback(
    (newRow: TeamMember, oldRow: TeamMember) =>
      new Promise<TeamMember>((resolve) => {
        if (describeChange(newRow, oldRow) === '') {
          resolve(oldRow);
          return;
        }
        setPending({newRow, oldRow, resolve});
      }),
    [],
  );

  const close = (keep: boolean) => {
    if (!pending) return;
    pending.resolve(keep ? pending.newRow : pending.oldRow);
    setPending(null);
  };

  return (
    <Box sx={{height: 340, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} processRowUpdate={processRowUpdate} density="compact" hideFooter />
      <Dialog open={pending !== null} onClose={() => close(false)} aria-labelledby="confirm-edit-title">
        <DialogTitle id="confirm-edit-title">Save this change?</DialogTitle>
        <DialogContent>{pending ? describeChange(pending.newRow, pending.oldRow) : null}</DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>Undo</Button>
          <Button onClick={() => close(true)} variant="contained">
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
