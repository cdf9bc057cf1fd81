import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

export default function AdaptersLocaleCalendarHeader() {
  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={1}>
      {/* One calendar: the header's format through its slot props. */}
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateCalendar defaultValue={dayjs(REFERENCE_DAY)} slotProps={{calendarHeader: {format: 'MM/YYYY'}}} />
      </LocalizationProvider>
      {/* Every picker below a provider: dateFormats replaces the adapter's named formats. */}
      <LocalizationProvider dateAdapter={AdapterDayjs} dateFormats={{month: 'MMM', year: 'YY', monthShort: 'MMMM'}}>
        <DateCalendar defaultValue={dayjs(REFERENCE_DAY)} />
      </LocalizationProvider>
    </Stack>
  );
}
