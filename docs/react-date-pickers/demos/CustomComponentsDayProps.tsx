import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

export default function CustomComponentsDayProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={1}>
        {/* Same props for every day. */}
        <DateCalendar defaultValue={dayjs(REFERENCE_DAY)} slotProps={{day: {sx: {borderRadius: 1}}}} />
        {/* A function of the day's owner state: weekends in a muted colour. */}
        <DateCalendar
          defaultValue={dayjs(REFERENCE_DAY)}
          showDaysOutsideCurrentMonth
          slotProps={{
            day: (ownerState) => {
              const weekday = dayjs(ownerState.day).day();
              return {sx: weekday === 0 || weekday === 6 ? {color: 'text.secondary', fontStyle: 'italic'} : {}};
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
