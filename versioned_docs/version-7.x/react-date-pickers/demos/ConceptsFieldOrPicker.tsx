import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField} from '@mui/x-date-pickers/DateField';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

// Same value type, two ways in: typing only, or typing plus a calendar.
export default function ConceptsFieldOrPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DateField label="Passport expiry (field)" />
        <DatePicker label="Check-in (picker)" />
      </Stack>
    </LocalizationProvider>
  );
}
