import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateTimeRangePicker} from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function DateTimeRangePickerBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker sx={{width: '100%', maxWidth: 520}} label="Car rental" referenceDate={dayjs('2025-03-14T10:00')} />
    </LocalizationProvider>
  );
}
