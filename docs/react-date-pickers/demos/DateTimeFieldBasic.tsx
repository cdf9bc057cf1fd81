import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimeField} from '@mui/x-date-pickers/DateTimeField';

export default function DateTimeFieldBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DateTimeField sx={{flex: 1}} label="Published at" referenceDate={dayjs('2025-03-14T09:00')} />
        <DateTimeField sx={{flex: 1}} label="Pre-filled" defaultValue={dayjs('2025-03-14T16:20')} />
      </Stack>
    </LocalizationProvider>
  );
}
