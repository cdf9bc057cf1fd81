import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, GridCellModes, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const rows = createTeamMembers(8, 19);

const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true},
  {field: 'role', headerName: 'Role', width: 150, editable: true},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true},
];

export default function EditingStartStopApi() {
  const apiRef = useGridApiRef();
  const [lastStop, setLastStop] = React.useState('');
  const firstId = rows[0]!.id;
  const isEditing = () => apiRef.current?.getCellMode(firstId, 'salary') === GridCellModes.Edit;
  return (
    <Stack spacing={1} sx={{width: '100%', height: 388}}>
      <Stack direction="row" spacing={1} sx={{alignItems: 'center', flexWrap: 'wrap'}}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => !isEditing() && apiRef.current?.startCellEditMode({id: firstId, field: 'salary'})}
        >
          Edit first salary
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => isEditing() && apiRef.current?.stopCellEditMode({id: firstId, field: 'salary'})}
        >
          Save it
        </Button>
        <Button
          size="small"
          onClick={() => isEditing() && apiRef.current?.stopCellEditMode({id: firstId, field: 'salary', ignoreModifications: true})}
        >
          Discard it
        </Button>
        <Typography variant="body2">{lastStop}</Typography>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          // Every way an edit ends has a reason: Enter, Tab, Escape, a click elsewhere…
          onCellEditStop={(params) => setLastStop(`Last stop: ${params.field} of ${params.row.name}, reason "${params.reason}"`)}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
