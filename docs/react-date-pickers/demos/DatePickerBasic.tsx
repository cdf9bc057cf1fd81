import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

// With no value, the calendar opens on this month instead of the reader's "today".
const REFERENCE_DAY = dayjs('2025-03-14');

export default function DatePickerBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Delivery date" referenceDate={REFERENCE_DAY} />
    </LocalizationProvider>
  );
}
