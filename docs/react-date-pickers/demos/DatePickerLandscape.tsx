import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';

export default function DatePickerLandscape() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{overflowX: 'auto'}}>
        {/* The toolbar moves to the side of the calendar instead of above it. */}
        <StaticDatePicker orientation="landscape" defaultValue={dayjs('2025-03-14')} />
      </Box>
    </LocalizationProvider>
  );
}
