import * as React from 'react';
import {DateTime} from 'luxon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterLuxon} from '@mui/x-date-pickers/AdapterLuxon';
import {DateTimePicker} from '@mui/x-date-pickers/DateTimePicker';
import {REFERENCE_INSTANT} from '@site/src/demo-data/pickers-feature-dates';

// Luxon needs no plugin: every DateTime carries its zone.
export default function TimezoneLuxonUtc() {
  const [value, setValue] = React.useState<DateTime | null>(DateTime.fromISO(REFERENCE_INSTANT, {zone: 'utc'}));

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack spacing={1.5} sx={{maxWidth: 380}}>
        <DateTimePicker
          label="Backup window (UTC)"
          value={value}
          onChange={(next) => (next === null || next instanceof DateTime) && setValue(next)}
        />
        <Typography variant="body2">
          zoneName: {value?.zoneName} · {value?.toISO() ?? 'invalid'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
