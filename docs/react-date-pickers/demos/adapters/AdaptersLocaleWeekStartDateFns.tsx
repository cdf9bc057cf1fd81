import * as React from 'react';
import {enUS} from 'date-fns/locale/en-US';
import type {Locale} from 'date-fns';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDateFns} from '@mui/x-date-pickers/AdapterDateFns';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';

// date-fns locales are plain objects: copy one and change its options.
const enUSFromSaturday: Locale = {...enUS, options: {...enUS.options, weekStartsOn: 6}};

export default function AdaptersLocaleWeekStartDateFns() {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enUSFromSaturday}>
      <DateCalendar defaultValue={new Date(2025, 2, 14)} />
    </LocalizationProvider>
  );
}
