import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticTimePicker} from '@mui/x-date-pickers/StaticTimePicker';

export default function BaseConceptsStaticPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* A whole picker (toolbar, view, action bar) in the page, without field or popover. */}
      <StaticTimePicker defaultValue={dayjs('2025-03-14T09:30')} />
    </LocalizationProvider>
  );
}
