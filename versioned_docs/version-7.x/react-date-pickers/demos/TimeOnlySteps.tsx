import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticTimePicker} from '@mui/x-date-pickers/StaticTimePicker';
import {REFERENCE_DATE_TIME} from '@site/src/demo-data/pickers-feature-dates';

// The static variant in the page, with the clock face of the mobile layout and 5-minute steps.
export default function TimeOnlySteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticTimePicker defaultValue={dayjs(REFERENCE_DATE_TIME)} minutesStep={5} />
    </LocalizationProvider>
  );
}
