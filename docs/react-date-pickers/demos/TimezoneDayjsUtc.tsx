import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import utc from 'dayjs/plugin/utc';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker} from '@mui/x-date-pickers/DateTimePicker';
import {REFERENCE_INSTANT} from '@site/src/demo-data/pickers-feature-dates';

// UTC alone needs only the utc plugin.
dayjs.extend(utc);

export default function TimezoneDayjsUtc() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc(REFERENCE_INSTANT));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{maxWidth: 380}}>
        <DateTimePicker label="Build started (UTC)" value={value} onChange={setValue} />
        <Typography variant="body2">
          isUTC(): {String(value?.isUTC())} · {value?.isValid() ? value.toISOString() : 'invalid'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
