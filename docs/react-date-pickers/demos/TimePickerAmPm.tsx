import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimePicker} from '@mui/x-date-pickers/TimePicker';

const EVENING = dayjs('2025-03-14T19:15');

export default function TimePickerAmPm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <TimePicker label="Locale default" defaultValue={EVENING} />
        <TimePicker label="12 hours" defaultValue={EVENING} ampm />
        <TimePicker label="24 hours" defaultValue={EVENING} ampm={false} />
      </Stack>
    </LocalizationProvider>
  );
}
