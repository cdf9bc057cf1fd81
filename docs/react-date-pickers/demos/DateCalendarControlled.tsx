import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarControlled() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-03-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2}}>
        <DateCalendar value={day} onChange={setDay} />
        <Typography variant="body2" sx={{mt: 2}} data-testid="calendar-value">
          Selected: {day ? day.format('dddd D MMMM YYYY') : 'nothing'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
