import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const SERVER_LATENCY_MS = 600;

/** A fake back end living in the page: it answers after a delay, and fails on request. */
function createFakeServer(initial: TeamMember[]) {
  const table = new Map(initial.map((row) => [row.id, row]));
  return {
    failNextSaves: false,
    save(row: TeamMember): Promise<TeamMember> {
      return new Promise((resolve, reject) => {
        window.setTimeout(() => {
          if (this.failNextSaves) {
            reject(new Error(`The server refused to save ${row.name}.`));
            return;
          }
          if (row.salary < 0) {
            reject(new Error('Salary cannot be negative.'));
            return;
          }
          table.set(row.id, row);
          resolve({...row});
        }, SERVER_LATENCY_MS);
      });
    },
  };
}

const rows = createTeamMembers(8, 29);
const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true},
  {field: 'role', headerName: 'Role', width: 150, editable: true},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true},
];

type Message = {severity: 'success' | 'error' | 'info'; text: string};

export default function PersistenceFakeServer() {
  const server = React.useMemo(() => createFakeServer(rows), []);
  const [failing, setFailing] = React.useState(false);
  const [message, setMessage] = React.useState<Message>({severity: 'info', text: 'Edit a cell and press Enter to save it.'});
  const [saving, setSaving] = React.useState(false);

  server.failNextSaves = failing;

  // The grid waits for the promise: it keeps the cell busy until the server answers.
  const processRowUpdate = React.useCallback(
    async (newRow: TeamMember) => {
      setSaving(true);
      try {
        const saved = await server.save(newRow);
        setMessage({severity: 'success', text: `Saved ${saved.name}.`});
        return saved;
      } finally {
        setSaving(false);
      }
    },
    [server],
  );

  // A rejected promise keeps the old value in the grid and lands here.
  const handleError = React.useCallback((error: Error) => {
    setMessage({severity: 'error', text: `${error.message} The cell stays open: change the value, or press Escape to cancel.`});
  }, []);

  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={failing} onChange={(event) => setFailing(event.target.checked)} />}
        label="Make the server fail"
      />
      <Box sx={{height: 320}}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={handleError}
          loading={saving}
          density="compact"
          hideFooter
        />
      </Box>
      <Alert severity={message.severity} sx={{mt: 1}} role="status">
        {message.text}
      </Alert>
    </Box>
  );
}
