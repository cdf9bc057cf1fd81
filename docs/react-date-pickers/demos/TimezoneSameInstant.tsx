import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimeField} from '@mui/x-date-pickers/DateTimeField';
import {DEMO_TIMEZONES, REFERENCE_INSTANT} from '@site/src/demo-data/pickers-feature-dates';

// AdapterDayjs needs both plugins to work with timezones.
dayjs.extend(utc);
dayjs.extend(timezone);

export default function TimezoneSameInstant() {
  // One value, one instant. Each field shows it in its own zone; editing any of them moves all.
  const [instant, setInstant] = React.useState<Dayjs | null>(dayjs.utc(REFERENCE_INSTANT));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{display: 'grid', gridTemplateColumns: {xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr'}, gap: 2}}>
        {DEMO_TIMEZONES.map((zone) => (
          <DateTimeField key={zone} label={zone} timezone={zone} value={instant} onChange={setInstant} format="ddd D MMM, HH:mm" />
        ))}
      </Box>
      <Typography variant="body2" sx={{mt: 2}} data-testid="same-instant">
        Stored instant (UTC): {instant?.isValid() ? instant.toISOString() : 'invalid'}
      </Typography>
    </LocalizationProvider>
  );
}
