import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

interface Novel {
  id: number;
  title: string;
  author: string;
  published: number;
}

const rows: Novel[] = [
  {id: 1, title: 'Frankenstein', author: 'Mary Shelley', published: 1818},
  {id: 2, title: 'Dream of the Red Chamber', author: 'Cao Xueqin', published: 1791},
  {id: 3, title: 'Middlemarch', author: 'George Eliot', published: 1871},
  {id: 4, title: 'Things Fall Apart', author: 'Chinua Achebe', published: 1958},
  {id: 5, title: 'One Hundred Years of Solitude', author: 'Gabriel García Márquez', published: 1967},
];

const columns: GridColDef<Novel>[] = [
  {field: 'title', headerName: 'Title', flex: 1, minWidth: 200},
  {field: 'author', headerName: 'Author', width: 200},
  // Years read better without the thousands separator a number column adds.
  {field: 'published', headerName: 'Year', type: 'number', width: 100, valueFormatter: (value: number) => String(value)},
];

export default function QuickstartBookList() {
  return (
    <Box sx={{height: 340, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
