import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {TimeRangePicker} from '@mui/x-date-pickers-pro/TimeRangePicker';
import {MultiInputTimeRangeField} from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

export default function TimeRangePickerMultiInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker slots={{field: MultiInputTimeRangeField}} defaultValue={[dayjs('2025-03-14T12:00'), dayjs('2025-03-14T13:00')]} />
    </LocalizationProvider>
  );
}
