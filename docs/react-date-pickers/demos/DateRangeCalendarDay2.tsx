import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangeCalendar} from '@mui/x-date-pickers-pro/DateRangeCalendar';
import {DateRangePickerDay2} from '@mui/x-date-pickers-pro/DateRangePickerDay2';

export default function DateRangeCalendarDay2() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The newer range day: the range is drawn as one continuous band. */}
      <DateRangeCalendar calendars={1} defaultValue={[dayjs('2025-03-12'), dayjs('2025-03-20')]} slots={{day: DateRangePickerDay2}} />
    </LocalizationProvider>
  );
}
