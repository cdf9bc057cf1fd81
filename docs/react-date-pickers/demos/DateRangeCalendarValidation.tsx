import dayjs, {type Dayjs} from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangeCalendar} from '@mui/x-date-pickers-pro/DateRangeCalendar';

// The venue is booked on these days; a range may not start or end on them.
const BOOKED = new Set(['2025-03-08', '2025-03-09', '2025-03-22']);
const isBooked = (day: Dayjs) => BOOKED.has(day.format('YYYY-MM-DD'));

export default function DateRangeCalendarValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        calendars={1}
        referenceDate={dayjs('2025-03-14')}
        minDate={dayjs('2025-03-03')}
        maxDate={dayjs('2025-03-28')}
        shouldDisableDate={isBooked}
      />
    </LocalizationProvider>
  );
}
