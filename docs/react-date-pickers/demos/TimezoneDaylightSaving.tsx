import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimeField} from '@mui/x-date-pickers/DateTimeField';

dayjs.extend(utc);
dayjs.extend(timezone);

// New York moved its clocks from 2:00 to 3:00 on 9 March 2025. Step the hour with the arrow keys:
// the offset changes from -05:00 to -04:00, and 2:xx does not exist on that night.
export default function TimezoneDaylightSaving() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.tz('2025-03-09T01:30', 'America/New_York'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{maxWidth: 380}}>
        <DateTimeField label="America/New_York" timezone="America/New_York" value={value} onChange={setValue} ampm={false} />
        <Typography variant="body2" data-testid="dst-offset">
          {value?.isValid() ? `${value.format('YYYY-MM-DD HH:mm')} (UTC${value.format('Z')}) = ${value.toISOString()}` : 'invalid'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
