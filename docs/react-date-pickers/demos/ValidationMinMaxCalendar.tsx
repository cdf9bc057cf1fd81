import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const FIRST = dayjs(REFERENCE_DAY).subtract(5, 'day');
const LAST = dayjs(REFERENCE_DAY).add(12, 'day');

export default function ValidationMinMaxCalendar() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs(REFERENCE_DAY));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start'}}>
        <DateCalendar value={value} onChange={setValue} minDate={FIRST} maxDate={LAST} />
        <Typography variant="body2" sx={{mt: 2, maxWidth: 240}}>
          Only {FIRST.format('MMM D')} to {LAST.format('MMM D')} can be chosen. The arrows stop at the first and the last month that contain
          a valid day, and the year view offers only 2025.
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
