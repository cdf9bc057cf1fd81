import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

const RENEWAL = dayjs('2025-09-30');

export default function DatePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DatePicker label="Disabled" defaultValue={RENEWAL} disabled />
        <DatePicker label="Read-only" defaultValue={RENEWAL} readOnly />
        <DatePicker label="Name for forms" defaultValue={RENEWAL} name="renewalDate" />
      </Stack>
    </LocalizationProvider>
  );
}
