import * as React from 'react';
import moment from 'moment-timezone';
import type {Moment} from 'moment-timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterMoment} from '@mui/x-date-pickers/AdapterMoment';
import {DateTimePicker} from '@mui/x-date-pickers/DateTimePicker';

// Importing moment-timezone adds zones to Moment; the adapter uses them when the value (or the
// timezone prop) names a zone.
export default function TimezoneMomentZone() {
  const [value, setValue] = React.useState<Moment | null>(moment.tz('2025-03-14T08:00', 'Australia/Sydney'));

  return (
    <LocalizationProvider dateAdapter={AdapterMoment}>
      <Stack spacing={1.5} sx={{maxWidth: 380}}>
        <DateTimePicker
          label="Sydney standup"
          value={value}
          onChange={(next) => (next === null || moment.isMoment(next)) && setValue(next)}
        />
        <Typography variant="body2">
          {value?.isValid() ? `${value.format('HH:mm z')} = ${value.clone().tz('Europe/London').format('HH:mm z')} in London` : 'invalid'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
