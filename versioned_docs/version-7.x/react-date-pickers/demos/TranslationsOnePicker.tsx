import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// localeText on a component overrides the keys it names, for that component only.
export default function TranslationsOnePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs(REFERENCE_DAY)}
        localeText={{toolbarTitle: 'Choose the first day of term', okButtonLabel: 'Save', cancelButtonLabel: 'Back'}}
      />
    </LocalizationProvider>
  );
}
