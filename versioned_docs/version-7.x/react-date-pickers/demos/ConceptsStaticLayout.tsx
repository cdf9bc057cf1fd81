import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// The static variant renders the whole picker layout (toolbar, calendar, action bar) in the page.
export default function ConceptsStaticLayout() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker defaultValue={dayjs(REFERENCE_DAY)} />
    </LocalizationProvider>
  );
}
