import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDateTimePicker} from '@mui/x-date-pickers/StaticDateTimePicker';
import {REFERENCE_DATE_TIME} from '@site/src/demo-data/pickers-feature-dates';

// The static variant uses the mobile layout: a toolbar, tabs for the date and the time, and a clock.
export default function DateAndTimeStatic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker defaultValue={dayjs(REFERENCE_DATE_TIME)} ampm={false} />
    </LocalizationProvider>
  );
}
