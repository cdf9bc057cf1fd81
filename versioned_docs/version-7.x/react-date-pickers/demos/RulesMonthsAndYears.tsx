import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {MonthCalendar} from '@mui/x-date-pickers/MonthCalendar';
import {YearCalendar} from '@mui/x-date-pickers/YearCalendar';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// A ski resort open from December to April, and seasons sold only in even years.
const isSummer = (month: Dayjs) => month.month() >= 4 && month.month() <= 10;
const isOddYear = (year: Dayjs) => year.year() % 2 === 1;

export default function RulesMonthsAndYears() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
        <MonthCalendar referenceDate={dayjs(REFERENCE_DAY)} shouldDisableMonth={isSummer} />
        <YearCalendar
          referenceDate={dayjs(REFERENCE_DAY)}
          minDate={dayjs('2020-01-01')}
          maxDate={dayjs('2031-12-31')}
          shouldDisableYear={isOddYear}
        />
      </Stack>
    </LocalizationProvider>
  );
}
