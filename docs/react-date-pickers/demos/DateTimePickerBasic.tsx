import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker} from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimePickerBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker sx={{width: '100%', maxWidth: 320}} label="Meeting starts" referenceDate={dayjs('2025-03-14T10:00')} />
    </LocalizationProvider>
  );
}
