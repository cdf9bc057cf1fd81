import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker} from '@mui/x-date-pickers/DateTimePicker';

const SENT = dayjs('2025-03-14T08:05');

export default function DateTimePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DateTimePicker sx={{flex: 1}} label="Disabled" defaultValue={SENT} disabled />
        <DateTimePicker sx={{flex: 1}} label="Read-only" defaultValue={SENT} readOnly />
      </Stack>
    </LocalizationProvider>
  );
}
