import * as React from 'react';
import dayjs from 'dayjs';
import en from 'dayjs/locale/en';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// A copy of English whose weeks start on Monday, registered under its own name (the third
// argument keeps dayjs's global locale unchanged), so no other calendar is affected.
dayjs.locale({...en, name: 'en-monday', weekStart: 1}, undefined, true);

export default function AdaptersLocaleWeekStartDayjs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-monday">
      <DateCalendar defaultValue={dayjs(REFERENCE_DAY)} displayWeekNumber />
    </LocalizationProvider>
  );
}
