import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField} from '@mui/x-date-pickers/DateField';
import {TimeField} from '@mui/x-date-pickers/TimeField';
import {DateTimeField} from '@mui/x-date-pickers/DateTimeField';

const VALUE = dayjs('2025-03-14T09:30');

export default function BaseConceptsFieldOnly() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 420}}>
        <DateField label="DateField" defaultValue={VALUE} />
        <TimeField label="TimeField" defaultValue={VALUE} />
        <DateTimeField label="DateTimeField" defaultValue={VALUE} />
      </Stack>
    </LocalizationProvider>
  );
}
