import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

interface Slot {
  id: number;
  day: string;
  time: string;
  room: string;
  activity: string;
}

// A timetable: lunch spans the room and activity columns, days span their rows.
const rows: Slot[] = [
  {id: 1, day: 'Monday', time: '09:00', room: 'Workshop', activity: 'Wheel building'},
  {id: 2, day: 'Monday', time: '11:00', room: 'Workshop', activity: 'Brake bleeding'},
  {id: 3, day: 'Monday', time: '12:30', room: '', activity: 'Lunch break'},
  {id: 4, day: 'Monday', time: '14:00', room: 'Showroom', activity: 'Bike fitting'},
  {id: 5, day: 'Tuesday', time: '09:00', room: 'Yard', activity: 'Group ride'},
  {id: 6, day: 'Tuesday', time: '12:30', room: '', activity: 'Lunch break'},
  {id: 7, day: 'Tuesday', time: '14:00', room: 'Workshop', activity: 'Suspension service'},
];

const isBreak = (row: Slot) => row.activity === 'Lunch break';

const columns: GridColDef<Slot>[] = [
  {field: 'day', headerName: 'Day', width: 110},
  {field: 'time', headerName: 'Time', width: 80, rowSpanValueGetter: () => null},
  // On break rows the room cell covers the activity column too.
  {
    field: 'room',
    headerName: 'Room',
    width: 120,
    colSpan: (_value, row) => (isBreak(row) ? 2 : 1),
    valueGetter: (value, row) => (isBreak(row) ? row.activity : value),
  },
  {field: 'activity', headerName: 'Activity', flex: 1, minWidth: 160, rowSpanValueGetter: () => null},
];

export default function RowSpanningWithColumnSpanning() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        getCellClassName={({row, field}) => (field === 'room' && isBreak(row) ? 'break' : '')}
        sx={{'& .break': {justifyContent: 'center', fontStyle: 'italic', color: 'text.secondary'}}}
        hideFooter
      />
    </Box>
  );
}
