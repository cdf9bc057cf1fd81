import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, gridStringOrNumberComparator, type GridColDef, type GridComparatorFn} from '@mui/x-data-grid';

interface Jersey {
  id: number;
  model: string;
  size: string;
  color: string;
}

const SIZE_ORDER = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

// Alphabetical order would put L before M before S; clothing sizes have their own order.
const compareSizes = (a: string, b: string) => SIZE_ORDER.indexOf(a) - SIZE_ORDER.indexOf(b);
const bySize: GridComparatorFn<string> = (a, b) => compareSizes(a, b);

// Colour first, then size: the built-in comparator handles the strings, ours breaks ties.
const byColorThenSize: GridComparatorFn<string> = (a, b, cellA, cellB) => {
  const rowA = cellA.api.getRow(cellA.id) as Jersey;
  const rowB = cellB.api.getRow(cellB.id) as Jersey;
  return gridStringOrNumberComparator(a, b, cellA, cellB) || compareSizes(rowA.size, rowB.size);
};

const rows: Jersey[] = [
  {id: 1, model: 'Climber', size: 'L', color: 'Teal'},
  {id: 2, model: 'Climber', size: 'S', color: 'Teal'},
  {id: 3, model: 'Sprinter', size: 'XL', color: 'Black'},
  {id: 4, model: 'Sprinter', size: 'M', color: 'Black'},
  {id: 5, model: 'Randonneur', size: 'XS', color: 'Orange'},
  {id: 6, model: 'Randonneur', size: 'XXL', color: 'Orange'},
  {id: 7, model: 'Climber', size: 'M', color: 'Black'},
  {id: 8, model: 'Sprinter', size: 'S', color: 'Teal'},
];

const columns: GridColDef<Jersey>[] = [
  {field: 'model', headerName: 'Model', flex: 1, minWidth: 140},
  {field: 'size', headerName: 'Size', width: 100, sortComparator: bySize},
  {field: 'color', headerName: 'Colour, then size', width: 170, sortComparator: byColorThenSize},
];

export default function SortComparatorBySize() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} initialState={{sorting: {sortModel: [{field: 'size', sort: 'asc'}]}}} hideFooter />
    </Box>
  );
}
