import * as React from 'react';
import dayjs from 'dayjs';
import type {DateView} from '@mui/x-date-pickers/models';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarViews() {
  const [view, setView] = React.useState<DateView>('year');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2}}>
        {/* Year, then month, then day: each pick moves on to the next view. */}
        <DateCalendar views={['year', 'month', 'day']} openTo="year" onViewChange={setView} referenceDate={dayjs('2025-03-14')} />
        <Typography variant="body2" sx={{mt: 2}} data-testid="calendar-view">
          Current view: {view}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
