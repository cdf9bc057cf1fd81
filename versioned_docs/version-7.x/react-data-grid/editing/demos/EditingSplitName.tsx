import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridValueSetter} from '@mui/x-data-grid';

interface Rider {
  id: number;
  firstName: string;
  lastName: string;
  club: string;
}

const initialRows: Rider[] = [
  {id: 1, firstName: 'Mira', lastName: 'Okafor', club: 'Riverside Wheelers'},
  {id: 2, firstName: 'Tomás', lastName: 'Vidal', club: 'Hill Climbers'},
  {id: 3, firstName: 'Yuki', lastName: 'Sato', club: 'Riverside Wheelers'},
  {id: 4, firstName: 'Leo', lastName: 'Brandt', club: 'Night Owls'},
];

// The edited full name is split back into the two properties the row stores.
const setFullName: GridValueSetter<Rider, string> = (value, row) => {
  const [firstName = '', ...rest] = value.split(' ');
  return {...row, firstName, lastName: rest.join(' ')};
};

const columns: GridColDef<Rider>[] = [
  {
    field: 'fullName',
    headerName: 'Full name (editable)',
    flex: 1,
    minWidth: 200,
    editable: true,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    valueSetter: setFullName,
  },
  {field: 'firstName', headerName: 'First name', width: 130},
  {field: 'lastName', headerName: 'Last name', width: 130},
  {
    field: 'club',
    headerName: 'Club (trimmed, title case)',
    width: 220,
    editable: true,
    // The parser runs on each keystroke's value before it reaches the row.
    valueParser: (value: string) => value.replace(/\s+/g, ' ').replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase()),
  },
];

export default function EditingSplitName() {
  const [rows, setRows] = React.useState(initialRows);
  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        processRowUpdate={(row: Rider) => {
          setRows((prev) => prev.map((item) => (item.id === row.id ? row : item)));
          return row;
        }}
        hideFooter
      />
    </Box>
  );
}
