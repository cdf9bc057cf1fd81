import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {TimePicker} from '@mui/x-date-pickers/TimePicker';
import {DateTimePicker} from '@mui/x-date-pickers/DateTimePicker';

const VALUE = dayjs('2025-03-14T09:30');

export default function BaseConceptsPickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 420}}>
        <DatePicker label="DatePicker" defaultValue={VALUE} />
        <TimePicker label="TimePicker" defaultValue={VALUE} />
        <DateTimePicker label="DateTimePicker" defaultValue={VALUE} />
      </Stack>
    </LocalizationProvider>
  );
}
