import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker} from '@mui/x-date-pickers/DateTimePicker';
import {DEMO_TIMEZONES, REFERENCE_INSTANT} from '@site/src/demo-data/pickers-feature-dates';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function TimezoneProp() {
  const [zone, setZone] = React.useState('America/New_York');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc(REFERENCE_INSTANT));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <TextField select label="timezone prop" value={zone} onChange={(event) => setZone(event.target.value)} sx={{minWidth: 200}}>
          {[...DEMO_TIMEZONES, 'system'].map((z) => (
            <MenuItem key={z} value={z}>
              {z}
            </MenuItem>
          ))}
        </TextField>
        <DateTimePicker label="Webinar starts" timezone={zone} value={value} onChange={setValue} />
      </Stack>
      <Typography variant="body2" sx={{mt: 2}} data-testid="timezone-prop-value">
        Shown in {zone}; the value given back is in that zone too:{' '}
        {value?.isValid() ? `${value.format('YYYY-MM-DD HH:mm Z')} = ${value.toISOString()}` : 'invalid'}
      </Typography>
    </LocalizationProvider>
  );
}
