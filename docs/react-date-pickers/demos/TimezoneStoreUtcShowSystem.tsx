import * as React from 'react';
import dayjs from 'dayjs';
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

export default function TimezoneStoreUtcShowSystem() {
  // What the database holds: an ISO string in UTC.
  const [stored, setStored] = React.useState(REFERENCE_INSTANT);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{maxWidth: 420}}>
        <DateTimePicker
          label="Reminder (your timezone)"
          timezone="system"
          value={dayjs.utc(stored)}
          onChange={(value) => value?.isValid() && setStored(value.utc().format())}
        />
        <Typography variant="body2" data-testid="stored-utc">
          Stored: <code>{stored}</code> · your browser's zone: {dayjs.tz.guess()}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
