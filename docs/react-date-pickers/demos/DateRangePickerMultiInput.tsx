import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker} from '@mui/x-date-pickers-pro/DateRangePicker';
import {MultiInputDateRangeField} from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

export default function DateRangePickerMultiInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Two text fields ("Start" and "End"); the popover follows the one being edited. */}
      <DateRangePicker slots={{field: MultiInputDateRangeField}} defaultValue={[dayjs('2025-03-14'), dayjs('2025-03-16')]} />
    </LocalizationProvider>
  );
}
