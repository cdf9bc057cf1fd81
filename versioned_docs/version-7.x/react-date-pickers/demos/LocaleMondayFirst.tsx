import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// The week starts on the locale's first day: British English starts on Monday, US English on Sunday.
export default function LocaleMondayFirst() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <DateCalendar defaultValue={dayjs(REFERENCE_DAY)} displayWeekNumber />
    </LocalizationProvider>
  );
}
