import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {REFERENCE_DAY, isOfficeHoliday} from '@site/src/demo-data/pickers-feature-dates';

// The calendar without a field, placed in the page. Weekends and office holidays cannot be chosen.
export default function OverviewInlineCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs(REFERENCE_DAY)}
        shouldDisableDate={(day) => day.day() === 0 || day.day() === 6 || isOfficeHoliday(day.format('YYYY-MM-DD'))}
      />
    </LocalizationProvider>
  );
}
