import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDateTimePicker} from '@mui/x-date-pickers/StaticDateTimePicker';

export default function DateTimePickerLandscape() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{overflowX: 'auto'}}>
        <StaticDateTimePicker orientation="landscape" defaultValue={dayjs('2025-03-14T15:30')} />
      </Box>
    </LocalizationProvider>
  );
}
