import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {StaticDateRangePicker} from '@mui/x-date-pickers-pro/StaticDateRangePicker';

export default function DateRangePickerStatic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{overflowX: 'auto'}}>
        <StaticDateRangePicker
          defaultValue={[dayjs('2025-03-10'), dayjs('2025-03-21')]}
          calendars={1}
          slotProps={{actionBar: {actions: ['clear', 'accept']}}}
        />
      </Box>
    </LocalizationProvider>
  );
}
