import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimeField} from '@mui/x-date-pickers/TimeField';
import {REFERENCE_DATE_TIME} from '@site/src/demo-data/pickers-feature-dates';

// Without ampm, the locale decides (English: 12 hours); ampm forces one or the other.
export default function LocaleHourCycle() {
  const value = dayjs(REFERENCE_DATE_TIME).hour(15);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
        <TimeField label="Locale default" defaultValue={value} />
        <TimeField label="ampm" defaultValue={value} ampm />
        <TimeField label="ampm={false}" defaultValue={value} ampm={false} />
      </Stack>
    </LocalizationProvider>
  );
}
