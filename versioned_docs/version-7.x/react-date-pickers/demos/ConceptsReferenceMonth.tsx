import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {TimePicker} from '@mui/x-date-pickers/TimePicker';

// With no value, referenceDate says where the views open and which parts a partial entry borrows.
export default function ConceptsReferenceMonth() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DatePicker label="Festival day (July 2025)" referenceDate={dayjs('2025-07-01')} />
        <TimePicker label="Gate opens" referenceDate={dayjs('2025-07-04T17:00')} />
      </Stack>
    </LocalizationProvider>
  );
}
