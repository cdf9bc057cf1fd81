import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker} from '@mui/x-date-pickers-pro/DateRangePicker';
import {SingleInputDateRangeField} from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

// Both ends in one text field: pass the single input field as the field slot.
export default function RangeOneField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker slots={{field: SingleInputDateRangeField}} slotProps={{textField: {label: 'Campaign dates'}}} sx={{maxWidth: 340}} />
    </LocalizationProvider>
  );
}
