import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';

const MONTH_START = dayjs('2025-09-01');
const FULLY_BOOKED = new Set(['2025-09-09', '2025-09-17', '2025-09-23']);

function isUnavailable(day: Dayjs) {
  const weekend = day.day() === 0 || day.day() === 6;
  return weekend || FULLY_BOOKED.has(day.format('YYYY-MM-DD'));
}

export default function WorkshopCalendar() {
  const [day, setDay] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2}}>
        <DateCalendar
          value={day}
          onChange={setDay}
          referenceDate={MONTH_START}
          minDate={MONTH_START}
          maxDate={MONTH_START.endOf('month')}
          shouldDisableDate={isUnavailable}
          views={['day']}
        />
        <Typography variant="body2" sx={{mt: 2, minWidth: 200}} data-testid="workshop-summary">
          {day ? `Workshop booked for ${day.format('D MMMM YYYY')}.` : 'Pick a free weekday in September.'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
