import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {DigitalClock} from '@mui/x-date-pickers/DigitalClock';

export default function BaseConceptsViewsOnly() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Views without a field: a calendar and a list of times, straight in the page. */}
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2}}>
        <DateCalendar defaultValue={dayjs('2025-03-14')} />
        <div>
          <DigitalClock defaultValue={dayjs('2025-03-14T09:30')} sx={{maxHeight: 336}} />
        </div>
      </Box>
    </LocalizationProvider>
  );
}
