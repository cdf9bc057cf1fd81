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

// dayjs.tz(text, zone) reads the text as a wall-clock time in that zone (the timezone plugin).
export default function ZoneNamedZone() {
  const [kickoff, setKickoff] = React.useState<Dayjs | null>(dayjs.tz('2025-03-14T20:45', 'Europe/Paris'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{maxWidth: 360}}>
        <DateTimePicker label="Kick-off, Paris time" value={kickoff} onChange={setKickoff} ampm={false} />
        <Typography variant="body2">
          {kickoff?.isValid() ? `In Tokyo: ${kickoff.tz('Asia/Tokyo').format('ddd HH:mm')}` : 'invalid'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
