import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// Uncontrolled: the picker keeps its own value, starting from defaultValue.
export default function DateOnlyBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Departure" defaultValue={dayjs(REFERENCE_DAY)} />
    </LocalizationProvider>
  );
}
