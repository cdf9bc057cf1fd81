import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {TimeRangePicker} from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function TimeRangePickerBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker sx={{width: '100%', maxWidth: 320}} label="Opening hours" referenceDate={dayjs('2025-03-14T09:00')} />
    </LocalizationProvider>
  );
}
