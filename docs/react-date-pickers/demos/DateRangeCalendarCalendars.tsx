import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangeCalendar} from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function DateRangeCalendarCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{overflowX: 'auto'}}>
        {/* The selected range ends in April; showing it in the second calendar keeps March visible too. */}
        <DateRangeCalendar calendars={2} currentMonthCalendarPosition={2} defaultValue={[dayjs('2025-03-27'), dayjs('2025-04-04')]} />
      </Box>
    </LocalizationProvider>
  );
}
