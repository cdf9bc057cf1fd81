import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, GridRowEditStopReasons, type GridColDef, type GridEventListener} from '@mui/x-data-grid';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const rows = createTeamMembers(6, 47);
const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true},
  {field: 'role', headerName: 'Role', width: 150, editable: true},
  {field: 'city', headerName: 'City', width: 110, editable: true},
];

export default function EditingEventsKeepRowOpen() {
  const [note, setNote] = React.useState('Double-click a row, then click outside it: the row stays in edit mode.');

  // Clicking outside normally saves the row; here only Enter, Tab or Escape end editing.
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
      setNote(`Kept row ${params.id} open: press Enter to save or Escape to cancel.`);
      return;
    }
    setNote(`Row ${params.id} left edit mode (reason: ${params.reason ?? 'api'}).`);
  };

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 300}}>
        <DataGrid rows={rows} columns={columns} editMode="row" onRowEditStop={handleRowEditStop} density="compact" hideFooter />
      </Box>
      <Typography variant="body2" sx={{mt: 1}} role="status">
        {note}
      </Typography>
    </Box>
  );
}
