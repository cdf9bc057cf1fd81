import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {MonthCalendar} from '@mui/x-date-pickers/MonthCalendar';
import {YearCalendar} from '@mui/x-date-pickers/YearCalendar';

export default function DateCalendarMonthYear() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 3}}>
        <div>
          <Typography variant="subtitle2" component="p">
            MonthCalendar
          </Typography>
          <MonthCalendar defaultValue={dayjs('2025-03-14')} />
        </div>
        <div>
          <Typography variant="subtitle2" component="p">
            YearCalendar (2020 to 2031)
          </Typography>
          <YearCalendar defaultValue={dayjs('2025-03-14')} minDate={dayjs('2020-01-01')} maxDate={dayjs('2031-12-31')} />
        </div>
      </Box>
    </LocalizationProvider>
  );
}
