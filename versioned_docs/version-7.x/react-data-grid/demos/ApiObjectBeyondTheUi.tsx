import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {DataGrid, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, STAFF_TEAMS, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(40);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
];

export default function ApiObjectBeyondTheUi() {
  const apiRef = useGridApiRef();
  const [team, setTeam] = React.useState('');
  const chooseTeam = (value: string) => {
    setTeam(value);
    // The column menus offer no filter (disableColumnFilter), but the API still filters.
    apiRef.current.setFilterModel({items: value ? [{field: 'team', operator: 'equals', value}] : []});
  };
  return (
    <Box sx={{width: '100%'}}>
      <TextField
        select
        size="small"
        label="Team"
        value={team}
        onChange={(event) => chooseTeam(event.target.value)}
        sx={{mb: 1, minWidth: 180}}
      >
        <MenuItem value="">Every team</MenuItem>
        {STAFF_TEAMS.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{height: 360}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} disableColumnFilter density="compact" />
      </Box>
    </Box>
  );
}
