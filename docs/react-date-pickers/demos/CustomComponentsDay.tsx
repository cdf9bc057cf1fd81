import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Badge from '@mui/material/Badge';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {PickersDay, type PickersDayProps} from '@mui/x-date-pickers/PickersDay';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// Days with a gym class booked, by month (day of month).
const CLASSES: Record<string, number[]> = {'2025-03': [3, 6, 11, 14, 20, 27], '2025-04': [1, 8, 10, 22]};

/** The default day, wrapped in a badge when it has a class. */
function ClassDay(props: PickersDayProps) {
  const {day, outsideCurrentMonth, ...other} = props;
  const date = dayjs(day as Dayjs);
  const booked = !outsideCurrentMonth && (CLASSES[date.format('YYYY-MM')] ?? []).includes(date.date());

  return (
    <Badge key={date.toString()} overlap="circular" color="secondary" variant="dot" invisible={!booked}>
      <PickersDay
        {...other}
        day={day}
        outsideCurrentMonth={outsideCurrentMonth}
        aria-label={booked ? `${date.format('MMMM D')}, class booked` : undefined}
      />
    </Badge>
  );
}

export default function CustomComponentsDay() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={dayjs(REFERENCE_DAY)} slots={{day: ClassDay}} />
    </LocalizationProvider>
  );
}
