import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangeCalendar} from '@mui/x-date-pickers-pro/DateRangeCalendar';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// Guests may arrive on any day but Sunday, and leave on any day but Monday: shouldDisableDate
// receives which end of the range it is asked about.
function shouldDisableDate(day: Dayjs, position: 'start' | 'end') {
  return position === 'start' ? day.day() === 0 : day.day() === 1;
}

export default function ValidationDisableDatesRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar calendars={1} referenceDate={dayjs(REFERENCE_DAY)} shouldDisableDate={shouldDisableDate} />
    </LocalizationProvider>
  );
}
