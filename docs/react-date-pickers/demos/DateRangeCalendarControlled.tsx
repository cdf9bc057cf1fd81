import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {DateRange, RangePosition} from '@mui/x-date-pickers-pro/models';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangeCalendar} from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function DateRangeCalendarControlled() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2025-03-10'), dayjs('2025-03-14')]);
  const [position, setPosition] = React.useState<RangePosition>('start');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Typography variant="body2" data-testid="range-calendar-value">
          {value[0]?.format('MMM D') ?? '…'} to {value[1]?.format('MMM D') ?? '…'} · next click sets the {position}
        </Typography>
        <DateRangeCalendar calendars={1} value={value} onChange={setValue} rangePosition={position} onRangePositionChange={setPosition} />
      </Stack>
    </LocalizationProvider>
  );
}
