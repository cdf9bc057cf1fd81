import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridComparatorFn} from '@mui/x-data-grid';

interface TicketRow {
  id: number;
  code: string;
  subject: string;
}

const SUBJECTS = ['Brake squeal', 'Flat tyre', 'Gear slips', 'Loose headset', 'Wheel true', 'Chain skips', 'Saddle creak', 'Light broken'];
const NUMBERS = [7, 120, 15, 2, 1004, 31, 9, 210, 48, 3, 19, 100];

const rows: TicketRow[] = NUMBERS.map((n, index) => ({id: index + 1, code: `REP-${n}`, subject: SUBJECTS[index % SUBJECTS.length]}));

// numeric: true compares runs of digits as numbers, so "REP-9" comes before "REP-15".
const collator = new Intl.Collator('en', {numeric: true, sensitivity: 'base'});
const naturalComparator: GridComparatorFn<string> = (a, b) => collator.compare(a, b);

const columns: GridColDef<TicketRow>[] = [
  {field: 'code', headerName: 'Code (default)', width: 150},
  {field: 'natural', headerName: 'Code (natural)', width: 150, valueGetter: (_value, row) => row.code, sortComparator: naturalComparator},
  {field: 'subject', headerName: 'Subject', flex: 1, minWidth: 140},
];

export default function SortingNaturalOrder() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{sorting: {sortModel: [{field: 'natural', sort: 'asc'}]}}}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
