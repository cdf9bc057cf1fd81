import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

interface Trip {
  id: number;
  destination: string;
  nights: number;
  departure: Date;
  boarding: Date;
  refundable: boolean;
}

const rows: Trip[] = [
  {id: 1, destination: 'Kyoto', nights: 6, departure: new Date(2025, 3, 2), boarding: new Date(2025, 3, 2, 9, 40), refundable: true},
  {id: 2, destination: 'Porto', nights: 3, departure: new Date(2025, 4, 17), boarding: new Date(2025, 4, 17, 14, 5), refundable: false},
  {id: 3, destination: 'Oaxaca', nights: 9, departure: new Date(2025, 6, 8), boarding: new Date(2025, 6, 8, 7, 15), refundable: true},
  {id: 4, destination: 'Tromsø', nights: 4, departure: new Date(2025, 10, 21), boarding: new Date(2025, 10, 21, 18, 30), refundable: false},
];

// Each type brings its own alignment, sorting, filter operators and edit component.
const columns: GridColDef<Trip>[] = [
  {field: 'destination', headerName: 'string', flex: 1, minWidth: 130, editable: true},
  {field: 'nights', headerName: 'number', type: 'number', width: 110, editable: true},
  {field: 'departure', headerName: 'date', type: 'date', width: 130, editable: true},
  {field: 'boarding', headerName: 'dateTime', type: 'dateTime', width: 190, editable: true},
  {field: 'refundable', headerName: 'boolean', type: 'boolean', width: 110, editable: true},
];

export default function ColumnsEveryType() {
  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
