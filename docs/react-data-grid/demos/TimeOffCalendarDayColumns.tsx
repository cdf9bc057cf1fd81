import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridColumnGroupingModel} from '@mui/x-data-grid';
import {CALENDAR_DAYS, createTimeOffRows, isWeekend, type EmployeeTimeOffRow} from '@site/src/demo-data/time-off';

// One week is enough to show the technique: one generated column per day.
const WEEK = CALENDAR_DAYS.slice(7);
const rows = createTimeOffRows().slice(0, 5);

const weekday = new Intl.DateTimeFormat('en-US', {weekday: 'short', timeZone: 'UTC'});

const columns: GridColDef<EmployeeTimeOffRow>[] = [
  {field: 'name', headerName: 'Employee', width: 140},
  ...WEEK.map((day): GridColDef<EmployeeTimeOffRow> => ({
    field: day,
    headerName: weekday.format(new Date(`${day}T00:00:00Z`)),
    width: 64,
    sortable: false,
    // The row has no field named after the day: read it from the nested `days` map.
    valueGetter: (_value, row) => (row.days[day] ? 'Off' : ''),
    cellClassName: ({value}) => (value ? 'day--off' : isWeekend(day) ? 'day--weekend' : ''),
  })),
];

const columnGroupingModel: GridColumnGroupingModel = [
  {groupId: 'workdays', headerName: 'Workdays', children: WEEK.filter((d) => !isWeekend(d)).map((field) => ({field}))},
  {groupId: 'weekend', headerName: 'Weekend', children: WEEK.filter(isWeekend).map((field) => ({field}))},
];

export default function TimeOffCalendarDayColumns() {
  return (
    <Box
      sx={{
        height: 330,
        width: '100%',
        '& .day--off': {bgcolor: 'primary.main', color: 'primary.contrastText'},
        '& .day--weekend': {bgcolor: 'action.hover'},
      }}
    >
      <DataGrid rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} hideFooter showCellVerticalBorder />
    </Box>
  );
}
