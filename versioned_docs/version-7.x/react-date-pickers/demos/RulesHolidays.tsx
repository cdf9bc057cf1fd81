import dayjs, {type Dayjs} from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {REFERENCE_DAY, isOfficeHoliday} from '@site/src/demo-data/pickers-feature-dates';

// shouldDisableDate runs for every day shown: keep it cheap.
const isClosed = (day: Dayjs) => day.day() === 0 || day.day() === 6 || isOfficeHoliday(day.format('YYYY-MM-DD'));

export default function RulesHolidays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar referenceDate={dayjs(REFERENCE_DAY)} shouldDisableDate={isClosed} />
    </LocalizationProvider>
  );
}
