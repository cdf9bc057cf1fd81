import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangeCalendar} from '@mui/x-date-pickers-pro/DateRangeCalendar';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// The range calendar alone, with one month instead of the default two (1, 2 or 3 are allowed).
export default function RangeCalendarMonths() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar calendars={1} defaultValue={[dayjs(REFERENCE_DAY), dayjs(REFERENCE_DAY).add(5, 'day')]} />
    </LocalizationProvider>
  );
}
