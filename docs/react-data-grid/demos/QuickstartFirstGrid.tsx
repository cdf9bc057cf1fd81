import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
}

const rows: Book[] = [
  {id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969},
  {id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979},
  {id: 3, title: 'Solaris', author: 'Stanisław Lem', year: 1961},
  {id: 4, title: 'The Three-Body Problem', author: 'Liu Cixin', year: 2008},
  {id: 5, title: 'Piranesi', author: 'Susanna Clarke', year: 2020},
];

const columns: GridColDef<Book>[] = [
  {field: 'title', headerName: 'Title', flex: 1, minWidth: 200},
  {field: 'author', headerName: 'Author', width: 180},
  // A year is a number, but without the thousands separator numbers get by default.
  {field: 'year', headerName: 'Published', type: 'number', width: 120, valueFormatter: (value: number) => String(value)},
];

export default function QuickstartFirstGrid() {
  return (
    <Box sx={{height: 320, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
