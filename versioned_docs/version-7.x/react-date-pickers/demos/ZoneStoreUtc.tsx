import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker} from '@mui/x-date-pickers/DateTimePicker';
import {REFERENCE_INSTANT} from '@site/src/demo-data/pickers-feature-dates';

dayjs.extend(utc);
dayjs.extend(timezone);

// The value stays in UTC; timezone shows and edits it in New York time. onChange returns a value
// in the displayed zone, so convert it back to UTC before storing it.
export default function ZoneStoreUtc() {
  const [stored, setStored] = React.useState<Dayjs | null>(dayjs.utc(REFERENCE_INSTANT));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{maxWidth: 360}}>
        <DateTimePicker
          label="Webinar (New York time)"
          value={stored}
          onChange={(next) => setStored(next ? next.utc() : null)}
          timezone="America/New_York"
          ampm={false}
        />
        <Typography variant="body2">{stored?.isValid() ? `Stored in UTC: ${stored.format('YYYY-MM-DD HH:mm')}` : 'invalid'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
