import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField} from '@mui/x-date-pickers/DateField';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// dateFormats replaces the adapter's named formats for every component under the provider:
// here the field's default date format and the month name in the calendar header (v7 has no
// monthAndYear format; the header joins `month` and `year`).
export default function LocaleProviderFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} dateFormats={{month: 'MMM', keyboardDate: 'DD.MM.YYYY'}}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{alignItems: 'flex-start'}}>
        <DateField label="Keyboard date" defaultValue={dayjs(REFERENCE_DAY)} />
        <DateCalendar defaultValue={dayjs(REFERENCE_DAY)} />
      </Stack>
    </LocalizationProvider>
  );
}
