import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// The default header shows one letter per day. dayOfWeekFormatter receives each weekday as a date.
const twoLetters = (day: Dayjs) => day.format('dd');
const threeLetters = (day: Dayjs) => day.format('ddd');

export default function AdaptersLocaleDayOfWeek() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={1}>
        <DateCalendar defaultValue={dayjs(REFERENCE_DAY)} dayOfWeekFormatter={twoLetters} />
        <DateCalendar defaultValue={dayjs(REFERENCE_DAY)} dayOfWeekFormatter={threeLetters} />
      </Stack>
    </LocalizationProvider>
  );
}
