import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimeField} from '@mui/x-date-pickers/DateTimeField';

dayjs.extend(utc);
dayjs.extend(timezone);

// Paris moves to summer time on 30 March 2025: the same 12:00 UTC reads 13:00 before, 14:00 after.
export default function ZoneSummerTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DateTimeField
          label="29 March, 12:00 UTC"
          value={dayjs.utc('2025-03-29T12:00:00Z')}
          timezone="Europe/Paris"
          ampm={false}
          readOnly
        />
        <DateTimeField
          label="30 March, 12:00 UTC"
          value={dayjs.utc('2025-03-30T12:00:00Z')}
          timezone="Europe/Paris"
          ampm={false}
          readOnly
        />
      </Stack>
    </LocalizationProvider>
  );
}
