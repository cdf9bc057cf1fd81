import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {PickerDay2} from '@mui/x-date-pickers/PickerDay2';

export default function DateCalendarPickerDay2() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-03-14')}
        slots={{day: PickerDay2}}
        // PickerDay2 takes its shape from CSS variables and plain styles: rounded squares here.
        slotProps={{day: {sx: {borderRadius: 2, fontWeight: 500}}}}
      />
    </LocalizationProvider>
  );
}
