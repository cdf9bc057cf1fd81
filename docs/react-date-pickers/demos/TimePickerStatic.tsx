import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticTimePicker} from '@mui/x-date-pickers/StaticTimePicker';

export default function TimePickerStatic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticTimePicker defaultValue={dayjs('2025-03-14T16:45')} />
    </LocalizationProvider>
  );
}
