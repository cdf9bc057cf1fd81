import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
type Day = (typeof DAYS)[number];
type Slot = {id: number; time: string} & Record<Day, string>;

const rows: Slot[] = [
  {id: 1, time: '09:00', mon: 'Stand-up', tue: 'Stand-up', wed: 'Stand-up', thu: 'Stand-up', fri: 'Stand-up'},
  {id: 2, time: '10:00', mon: 'Planning', tue: 'Focus time', wed: 'Focus time', thu: 'Design review', fri: 'Focus time'},
  {id: 3, time: '11:00', mon: 'Planning', tue: 'Focus time', wed: 'Interviews', thu: 'Interviews', fri: 'Demo'},
  {id: 4, time: '13:00', mon: 'Offsite', tue: 'Offsite', wed: 'Offsite', thu: 'Support rota', fri: 'Support rota'},
  {id: 5, time: '15:00', mon: '1:1s', tue: 'Focus time', wed: 'Guild', thu: 'Focus time', fri: 'Retro'},
];

/** Spans over the following days that hold the same event. */
function sameEventSpan(day: Day, row: Slot): number {
  const start = DAYS.indexOf(day);
  if (start > 0 && row[DAYS[start - 1]!] === row[day]) return 1; // covered by the cell on its left
  let span = 1;
  while (start + span < DAYS.length && row[DAYS[start + span]!] === row[day]) span += 1;
  return span;
}

const columns: GridColDef<Slot>[] = [
  {field: 'time', headerName: 'Time', width: 80, sortable: false},
  ...DAYS.map((day): GridColDef<Slot> => ({
    field: day,
    headerName: day[0]!.toUpperCase() + day.slice(1),
    flex: 1,
    minWidth: 110,
    sortable: false,
    align: 'center',
    headerAlign: 'center',
    colSpan: (_value, row) => sameEventSpan(day, row),
  })),
];

export default function ColumnSpanningSchedule() {
  return (
    <Box sx={{height: 340, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter disableColumnMenu showCellVerticalBorder showColumnVerticalBorder />
    </Box>
  );
}
