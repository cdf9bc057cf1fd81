import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridCellParams, type GridColDef} from '@mui/x-data-grid';
import {createTeamMembers, TEAMS, type TeamMember} from '@site/src/demo-data/team-members';

const initialRows = createTeamMembers(10);

const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true},
  {field: 'team', headerName: 'Team', width: 130, editable: true, type: 'singleSelect', valueOptions: [...TEAMS]},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true},
  {field: 'startDate', headerName: 'Started', type: 'date', width: 130, editable: true},
  // Not editable: no `editable` flag.
  {field: 'city', headerName: 'City', width: 100},
];

// Column flags say which columns can be edited; this callback narrows it down per cell.
const isCellEditable = (params: GridCellParams<TeamMember>) => !(params.field === 'salary' && params.row.team === 'Design');

export default function EditingCellMode() {
  const [lastChange, setLastChange] = React.useState('Double-click a cell, or focus it and press Enter, to edit.');

  // Called when an edit is committed; the row it returns is what the grid keeps.
  const processRowUpdate = (newRow: TeamMember, oldRow: TeamMember) => {
    const cleaned = {...newRow, name: newRow.name.trim() || oldRow.name};
    setLastChange(`Saved row ${cleaned.id}: ${cleaned.name}, ${cleaned.team}, €${cleaned.salary}`);
    return cleaned;
  };

  return (
    <Box sx={{width: '100%', height: 400, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGrid
          rows={initialRows}
          columns={columns}
          isCellEditable={isCellEditable}
          processRowUpdate={processRowUpdate}
          density="compact"
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{mt: 1}} aria-live="polite">
        {lastChange}
      </Typography>
    </Box>
  );
}
