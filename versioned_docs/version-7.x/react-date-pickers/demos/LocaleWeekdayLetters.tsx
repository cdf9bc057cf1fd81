import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// In v7 dayOfWeekFormatter receives the date of that column, so any format of it works.
export default function LocaleWeekdayLetters() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={dayjs(REFERENCE_DAY)} dayOfWeekFormatter={(day) => day.format('dd')} />
    </LocalizationProvider>
  );
}
