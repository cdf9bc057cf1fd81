import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';

interface Person {
  name: string;
  initials: string;
}

interface Task {
  id: number;
  title: string;
  owner: Person;
  estimate: number;
}

const PEOPLE: Person[] = [
  {name: 'Amara Okafor', initials: 'AO'},
  {name: 'Jonas Berg', initials: 'JB'},
  {name: 'Li Wei', initials: 'LW'},
];

const TITLES = [
  'Fit new brake pads',
  'True rear wheel',
  'Order inner tubes',
  'Update price tags',
  'Service cargo bike',
  'Reply to warranty claim',
  'Count the chains',
  'Clean the workshop',
  'Build demo gravel bike',
];

const initialRows: Task[] = TITLES.map((title, index) => ({
  id: index + 1,
  title,
  owner: PEOPLE[index % PEOPLE.length]!,
  estimate: 1 + ((index * 5) % 4),
}));

const columns: GridColDef<Task>[] = [
  {
    field: 'owner',
    headerName: 'Owner',
    width: 150,
    valueGetter: (owner: Person | undefined) => owner?.name,
    // The owner is an object: group by its name...
    groupingValueGetter: (owner: Person | undefined) => owner?.name,
    // ...and, when a task is dropped into another group, turn the name back into a person.
    groupingValueSetter: (name, row) => ({...row, owner: PEOPLE.find((person) => person.name === name) ?? row.owner}),
  },
  {field: 'title', headerName: 'Task', flex: 1, minWidth: 180},
  {field: 'estimate', headerName: 'Hours', type: 'number', width: 90},
];

export default function RowGroupingValueSetter() {
  const [rows, setRows] = React.useState(initialRows);
  const processRowUpdate = React.useCallback((updated: Task) => {
    setRows((current) => current.map((row) => (row.id === updated.id ? updated : row)));
    return updated;
  }, []);
  const summary = PEOPLE.map((person) => `${person.initials}: ${rows.filter((row) => row.owner === person).length}`).join(' · ');
  return (
    <Stack spacing={1} sx={{width: '100%', height: 408}}>
      <Typography variant="body2">Tasks per owner in your state: {summary}</Typography>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowReordering
          processRowUpdate={processRowUpdate}
          initialState={{rowGrouping: {model: ['owner']}}}
          groupingColDef={{headerName: 'Owner', width: 190}}
          defaultGroupingExpansionDepth={-1}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
