import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

interface Rider {
  id: number;
  firstName: string;
  lastName: string;
  licence: string;
}

const rows: Rider[] = [
  {id: 1, firstName: 'Amara', lastName: 'Okafor', licence: 'PT-2291'},
  {id: 2, firstName: 'Jonas', lastName: 'Berg', licence: 'NL-0457'},
  {id: 3, firstName: 'Li', lastName: 'Wei', licence: 'JP-7730'},
  {id: 4, firstName: 'Priya', lastName: 'Kaur', licence: 'US-1184'},
];

const columns: GridColDef<Rider>[] = [
  {
    field: 'fullName',
    headerName: 'Full name (edit me)',
    flex: 1,
    minWidth: 180,
    editable: true,
    // One cell shows two fields...
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    // ...and an edit writes both back.
    valueSetter: (value: string, row) => {
      const [firstName = '', ...rest] = value.trim().split(/\s+/);
      return {...row, firstName, lastName: rest.join(' ')};
    },
  },
  {field: 'firstName', headerName: 'First name', width: 120},
  {field: 'lastName', headerName: 'Last name', width: 120},
  {
    field: 'licence',
    headerName: 'Licence (upper case)',
    width: 170,
    editable: true,
    // Typed text is normalised before it reaches the row.
    valueParser: (value: string) => value.toUpperCase().replace(/\s+/g, ''),
  },
];

export default function EditingValueSetter() {
  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
