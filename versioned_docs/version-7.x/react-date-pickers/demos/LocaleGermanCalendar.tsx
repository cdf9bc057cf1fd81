import dayjs from 'dayjs';
import 'dayjs/locale/de';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// Import the dayjs locale file once, then name it in adapterLocale: month and weekday names,
// the first day of the week and the default formats all follow.
export default function LocaleGermanCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
      <DateCalendar defaultValue={dayjs(REFERENCE_DAY)} />
    </LocalizationProvider>
  );
}
