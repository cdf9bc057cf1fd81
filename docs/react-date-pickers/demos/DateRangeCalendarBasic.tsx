import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangeCalendar} from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function DateRangeCalendarBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Two months side by side; the box scrolls on narrow screens. */}
      <Box sx={{overflowX: 'auto'}}>
        <DateRangeCalendar referenceDate={dayjs('2025-03-14')} />
      </Box>
    </LocalizationProvider>
  );
}
