import * as React from 'react';
import moment, {type Moment} from 'moment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterMoment} from '@mui/x-date-pickers/AdapterMoment';
import {DateTimePicker} from '@mui/x-date-pickers/DateTimePicker';
import {REFERENCE_INSTANT} from '@site/src/demo-data/pickers-feature-dates';

// Moment handles UTC on its own; other zones need moment-timezone.
export default function TimezoneMomentUtc() {
  const [value, setValue] = React.useState<Moment | null>(moment.utc(REFERENCE_INSTANT));

  return (
    <LocalizationProvider dateAdapter={AdapterMoment}>
      <Stack spacing={1.5} sx={{maxWidth: 380}}>
        <DateTimePicker
          label="Deploy freeze (UTC)"
          value={value}
          onChange={(next) => (next === null || moment.isMoment(next)) && setValue(next)}
        />
        <Typography variant="body2">
          isUtc(): {String(value?.isUtc())} · {value?.isValid() ? value.toISOString() : 'invalid'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
