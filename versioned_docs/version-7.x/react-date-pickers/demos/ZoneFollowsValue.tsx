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

// Without a timezone prop, a value in UTC is shown and edited in UTC, and onChange returns UTC.
export default function ZoneFollowsValue() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc(REFERENCE_INSTANT));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{maxWidth: 360}}>
        <DateTimePicker label="Server deadline (UTC)" value={value} onChange={setValue} ampm={false} />
        <Typography variant="body2">{value?.isValid() ? `Stored: ${value.toISOString()}` : 'invalid'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
