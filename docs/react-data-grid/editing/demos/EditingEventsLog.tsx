import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridEventListener} from '@mui/x-data-grid';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const rows = createTeamMembers(6, 43);
const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true},
  {field: 'role', headerName: 'Role', width: 150, editable: true},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 90, editable: true},
];

const MAX_LOG_LINES = 6;

export default function EditingEventsLog() {
  const [log, setLog] = React.useState<string[]>([]);
  const append = (line: string) => setLog((lines) => [line, ...lines].slice(0, MAX_LOG_LINES));

  const handleStart: GridEventListener<'cellEditStart'> = (params) => {
    append(`cellEditStart  ${params.field} of row ${params.id}, reason: ${params.reason ?? 'api'}`);
  };
  const handleStop: GridEventListener<'cellEditStop'> = (params) => {
    append(`cellEditStop   ${params.field} of row ${params.id}, reason: ${params.reason ?? 'api'}`);
  };

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 280}}>
        <DataGrid rows={rows} columns={columns} onCellEditStart={handleStart} onCellEditStop={handleStop} density="compact" hideFooter />
      </Box>
      <Box
        component="pre"
        role="log"
        // It scrolls: keyboard users must be able to reach it.
        tabIndex={0}
        aria-label="Event log"
        sx={{mt: 1, mb: 0, p: 1, height: 132, overflow: 'auto', fontSize: 12, bgcolor: 'action.hover', borderRadius: 1}}
      >
        {log.length === 0
          ? 'Edit a cell: start it with a double-click, Enter or typing; end it with Enter, Tab, Escape or a click elsewhere.'
          : log.join('\n')}
      </Box>
      <Typography variant="caption">Newest first, last {MAX_LOG_LINES} events.</Typography>
    </Box>
  );
}
