import * as React from 'react';
import moment from 'moment-hijri';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterMomentHijri} from '@mui/x-date-pickers/AdapterMomentHijri';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {DateField} from '@mui/x-date-pickers/DateField';

// moment-hijri makes 'ar-sa' Moment's global locale when it loads; the adapter sets 'ar-SA' on
// its own values, so the global locale can go back to English for the rest of the app.
moment.locale('en');

// The adapter covers 1356 to 1499 AH (1937 to 2076): give the calendar those bounds.
const MIN = moment('1937-03-14');
const MAX = moment('2076-11-26');
const DAY = moment('2025-03-14'); // 14 Ramadan 1446

export default function CalendarSystemsHijri() {
  return (
    <LocalizationProvider dateAdapter={AdapterMomentHijri}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} alignItems="flex-start">
        <DateField label="التاريخ" defaultValue={DAY} minDate={MIN} maxDate={MAX} />
        <DateCalendar defaultValue={DAY} minDate={MIN} maxDate={MAX} />
      </Stack>
    </LocalizationProvider>
  );
}
