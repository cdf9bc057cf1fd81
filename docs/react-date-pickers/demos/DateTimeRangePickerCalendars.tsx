import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateTimeRangePicker} from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function DateTimeRangePickerCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* A conference that crosses a month boundary: two months make both ends visible at once. */}
      <DateTimeRangePicker
        label="Conference"
        sx={{width: '100%', maxWidth: 520}}
        calendars={2}
        defaultValue={[dayjs('2025-03-30T09:00'), dayjs('2025-04-02T17:30')]}
      />
    </LocalizationProvider>
  );
}
