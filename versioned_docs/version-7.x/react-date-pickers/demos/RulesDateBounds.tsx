import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// Days outside [minDate, maxDate] are disabled, and the month arrows stop at the bounds.
export default function RulesDateBounds() {
  const first = dayjs(REFERENCE_DAY);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar minDate={first} maxDate={first.add(20, 'day')} defaultValue={first.add(3, 'day')} />
    </LocalizationProvider>
  );
}
