import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

export default function DatePickerHelperText() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Invoice date"
        referenceDate={dayjs('2025-03-14')}
        slotProps={{textField: {helperText: 'Day, month and year, as printed on the invoice'}}}
      />
    </LocalizationProvider>
  );
}
