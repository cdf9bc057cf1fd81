import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimePicker} from '@mui/x-date-pickers/TimePicker';

const CLOSING = dayjs('2025-03-14T18:30');

export default function TimePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <TimePicker label="Disabled" defaultValue={CLOSING} disabled />
        <TimePicker label="Read-only" defaultValue={CLOSING} readOnly />
      </Stack>
    </LocalizationProvider>
  );
}
