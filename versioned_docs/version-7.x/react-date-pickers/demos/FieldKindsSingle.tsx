import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField} from '@mui/x-date-pickers/DateField';
import {TimeField} from '@mui/x-date-pickers/TimeField';
import {DateTimeField} from '@mui/x-date-pickers/DateTimeField';
import {REFERENCE_DATE_TIME} from '@site/src/demo-data/pickers-feature-dates';

// One field per kind of value; each keeps the parts of the date it does not show.
export default function FieldKindsSingle() {
  const start = dayjs(REFERENCE_DATE_TIME);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
        <DateField label="Date" defaultValue={start} />
        <TimeField label="Time" defaultValue={start} />
        <DateTimeField label="Date and time" defaultValue={start} />
      </Stack>
    </LocalizationProvider>
  );
}
