import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const initialRows = createTeamMembers(6);
const extraPeople = createTeamMembers(20, 97);

const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'team', headerName: 'Team', width: 110},
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `€${value.toLocaleString('en-US')}`,
  },
];

export default function RowUpdatesApiRef() {
  const apiRef = useGridApiRef();
  const nextIndex = React.useRef(0);

  const addRow = () => {
    const person = extraPeople[nextIndex.current % extraPeople.length]!;
    nextIndex.current += 1;
    // A new id adds a row; the rest of the rows are left as they are.
    apiRef.current?.updateRows([{...person, id: 100 + nextIndex.current}]);
  };

  const raiseSalaries = () => {
    const api = apiRef.current;
    if (!api) return;
    // The Community grid accepts one row per call (several at once is a Pro feature), so loop.
    for (const id of api.getAllRowIds()) {
      const row = api.getRow(id) as TeamMember;
      api.updateRows([{id, salary: Math.round(row.salary * 1.05)}]);
    }
  };

  const removeLast = () => {
    const api = apiRef.current;
    const ids = api?.getAllRowIds() ?? [];
    const last = ids[ids.length - 1];
    if (last !== undefined) api?.updateRows([{id: last, _action: 'delete'}]);
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={addRow}>
          Add a person
        </Button>
        <Button size="small" variant="outlined" onClick={raiseSalaries}>
          Raise salaries 5%
        </Button>
        <Button size="small" variant="outlined" color="error" onClick={removeLast}>
          Remove last row
        </Button>
      </Stack>
      <Box sx={{height: 320}}>
        <DataGrid apiRef={apiRef} rows={initialRows} columns={columns} density="compact" />
      </Box>
    </Box>
  );
}
