import * as React from 'react';
import moment from 'moment-jalaali';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterMomentJalaali} from '@mui/x-date-pickers/AdapterMomentJalaali';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {DateTimeField} from '@mui/x-date-pickers/DateTimeField';

// moment-jalaali adds jYYYY/jMM/jDD tokens to Moment; the adapter formats and parses with them.
const START = moment('2025-03-21T08:00');

export default function CalendarSystemsJalaliMoment() {
  return (
    <LocalizationProvider dateAdapter={AdapterMomentJalaali}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} alignItems="flex-start">
        <DateTimeField label="Nowruz (1 Farvardin 1404)" defaultValue={START} />
        <DateCalendar defaultValue={START} />
      </Stack>
    </LocalizationProvider>
  );
}
