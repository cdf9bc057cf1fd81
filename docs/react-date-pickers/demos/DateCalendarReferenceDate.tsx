import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarReferenceDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* No value yet, but the calendar opens on July 2026, the month the season starts. */}
      <DateCalendar referenceDate={dayjs('2026-07-01')} views={['year', 'month', 'day']} />
    </LocalizationProvider>
  );
}
