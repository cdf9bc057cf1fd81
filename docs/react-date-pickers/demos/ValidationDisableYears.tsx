import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {YearCalendar} from '@mui/x-date-pickers/YearCalendar';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

// Leap years only, between 2000 and 2040.
const isNotLeapYear = (year: Dayjs) => {
  const y = year.year();
  return !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0));
};

export default function ValidationDisableYears() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} alignItems="flex-start">
        <YearCalendar
          referenceDate={dayjs('2024-01-01')}
          minDate={dayjs('2000-01-01')}
          maxDate={dayjs('2040-12-31')}
          shouldDisableYear={isNotLeapYear}
          sx={{height: 240}}
        />
        <DatePicker label="Leap day party" views={['year']} defaultValue={dayjs('2025-02-01')} shouldDisableYear={isNotLeapYear} />
      </Stack>
    </LocalizationProvider>
  );
}
