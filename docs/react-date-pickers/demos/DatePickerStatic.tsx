import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';

export default function DatePickerStatic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Rendered in the page: no field, no popover; the action bar has no "Cancel" here. */}
      <StaticDatePicker defaultValue={dayjs('2025-03-14')} slotProps={{actionBar: {actions: ['clear', 'accept']}}} />
    </LocalizationProvider>
  );
}
