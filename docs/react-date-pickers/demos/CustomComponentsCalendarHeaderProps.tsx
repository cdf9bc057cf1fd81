import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

export default function CustomComponentsCalendarHeaderProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={1}>
        <DateCalendar
          defaultValue={dayjs(REFERENCE_DAY)}
          slotProps={{calendarHeader: {format: 'YYYY · MMMM', sx: {bgcolor: 'action.hover', borderRadius: 1, mx: 1, pl: 2}}}}
        />
        <DateCalendar
          defaultValue={dayjs(REFERENCE_DAY)}
          views={['day']}
          slotProps={{previousIconButton: {color: 'primary'}, nextIconButton: {color: 'primary'}}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
