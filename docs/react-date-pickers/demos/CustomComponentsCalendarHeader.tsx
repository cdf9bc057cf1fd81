import * as React from 'react';
import dayjs from 'dayjs';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeft from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRight from '@mui/icons-material/KeyboardDoubleArrowRight';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import type {PickersCalendarHeaderProps} from '@mui/x-date-pickers/PickersCalendarHeader';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

/** A header with year and month arrows on both sides of a centred title. */
function YearMonthHeader(props: PickersCalendarHeaderProps) {
  const {currentMonth, onMonthChange, className} = props;
  const month = dayjs(currentMonth);

  return (
    <Stack direction="row" alignItems="center" justifyContent="space-between" className={className} sx={{px: 1, py: 1}}>
      <Stack direction="row">
        <IconButton aria-label="Previous year" onClick={() => onMonthChange(month.subtract(1, 'year'))}>
          <KeyboardDoubleArrowLeft />
        </IconButton>
        <IconButton aria-label="Previous month" onClick={() => onMonthChange(month.subtract(1, 'month'))}>
          <ChevronLeft />
        </IconButton>
      </Stack>
      <Typography variant="subtitle1" component="div" aria-live="polite">
        {month.format('MMMM YYYY')}
      </Typography>
      <Stack direction="row">
        <IconButton aria-label="Next month" onClick={() => onMonthChange(month.add(1, 'month'))}>
          <ChevronRight />
        </IconButton>
        <IconButton aria-label="Next year" onClick={() => onMonthChange(month.add(1, 'year'))}>
          <KeyboardDoubleArrowRight />
        </IconButton>
      </Stack>
    </Stack>
  );
}

export default function CustomComponentsCalendarHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={dayjs(REFERENCE_DAY)} views={['day']} slots={{calendarHeader: YearMonthHeader}} />
    </LocalizationProvider>
  );
}
