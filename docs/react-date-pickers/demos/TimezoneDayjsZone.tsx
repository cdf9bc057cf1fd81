import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker} from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// dayjs.tz(text, zone) reads the text as a wall-clock time in that zone.
export default function TimezoneDayjsZone() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.tz('2025-03-14T18:00', 'Europe/Paris'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{maxWidth: 380}}>
        <DateTimePicker label="Concert in Paris" value={value} onChange={setValue} />
        <Typography variant="body2">
          {value?.isValid()
            ? `${value.format('HH:mm')} in Paris is ${value.tz('America/New_York').format('HH:mm')} in New York`
            : 'invalid'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
