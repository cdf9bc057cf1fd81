import dayjs, {type Dayjs} from 'dayjs';
import Box from '@mui/material/Box';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';

// A summer school: classes run from June to August 2025 and 2026, never in 2027.
const isOutsideSummer = (month: Dayjs) => month.month() < 5 || month.month() > 7;

export default function DateCalendarValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 3}}>
        <DateCalendar
          views={['year', 'month', 'day']}
          defaultValue={dayjs('2025-07-08')}
          minDate={dayjs('2025-06-01')}
          maxDate={dayjs('2027-08-31')}
          shouldDisableMonth={isOutsideSummer}
          shouldDisableYear={(year) => year.year() === 2027}
          shouldDisableDate={(day) => day.day() === 0}
        />
      </Box>
    </LocalizationProvider>
  );
}
