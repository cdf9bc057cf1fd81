import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimePicker} from '@mui/x-date-pickers/TimePicker';

export default function TimePickerBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The reference date gives the new value its day (March 14, 2025) and the views their start. */}
      <TimePicker label="Alarm" referenceDate={dayjs('2025-03-14T07:00')} />
    </LocalizationProvider>
  );
}
