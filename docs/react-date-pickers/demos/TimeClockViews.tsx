import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimeClock} from '@mui/x-date-pickers/TimeClock';

export default function TimeClockViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', rowGap: 2}}>
        {/* A countdown: minutes, then seconds, starting on the minutes. */}
        <TimeClock views={['minutes', 'seconds']} openTo="minutes" defaultValue={dayjs('2025-03-14T00:04:30')} showViewSwitcher />
        <TimeClock views={['hours']} defaultValue={dayjs('2025-03-14T17:00')} />
      </Box>
    </LocalizationProvider>
  );
}
