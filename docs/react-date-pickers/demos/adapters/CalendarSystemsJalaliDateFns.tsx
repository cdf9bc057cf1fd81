import * as React from 'react';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDateFnsJalali} from '@mui/x-date-pickers/AdapterDateFnsJalali';
import {faIR} from 'date-fns-jalali/locale/fa-IR';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {DateField} from '@mui/x-date-pickers/DateField';

// Values stay plain Date objects; date-fns-jalali reads and writes them in the Solar Hijri
// calendar. 14 March 2025 is 23 Esfand 1403, the days before Nowruz.
const DAY = new Date(2025, 2, 14);

export default function CalendarSystemsJalaliDateFns() {
  return (
    // date-fns adapters take a locale object: Persian month and weekday names, whatever the page's language.
    <LocalizationProvider dateAdapter={AdapterDateFnsJalali} adapterLocale={faIR}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} alignItems="flex-start">
        <DateField label="تاریخ" defaultValue={DAY} />
        <DateCalendar defaultValue={DAY} />
      </Stack>
    </LocalizationProvider>
  );
}
