import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker} from '@mui/x-date-pickers-pro/DateRangePicker';

// In v7 the range picker's default field has two inputs, one per end.
export default function RangeTwoFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker localeText={{start: 'Check-in', end: 'Check-out'}} />
    </LocalizationProvider>
  );
}
