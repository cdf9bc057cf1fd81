import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarYearsOrder() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Newest year first, three per row: the year view of a "when did it happen?" question. */}
      <DateCalendar
        openTo="year"
        yearsOrder="desc"
        yearsPerRow={3}
        defaultValue={dayjs('2025-03-14')}
        minDate={dayjs('1990-01-01')}
        maxDate={dayjs('2025-12-31')}
      />
    </LocalizationProvider>
  );
}
