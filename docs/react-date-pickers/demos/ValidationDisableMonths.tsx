import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {MonthCalendar} from '@mui/x-date-pickers/MonthCalendar';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// The ski resort is open from December to April.
const isOffSeason = (month: Dayjs) => month.month() > 3 && month.month() < 11;

export default function ValidationDisableMonths() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} alignItems="flex-start">
        <MonthCalendar referenceDate={dayjs(REFERENCE_DAY)} shouldDisableMonth={isOffSeason} />
        <DatePicker
          label="Season pass month"
          views={['year', 'month']}
          openTo="month"
          defaultValue={dayjs('2025-07-01')}
          shouldDisableMonth={isOffSeason}
        />
      </Stack>
    </LocalizationProvider>
  );
}
