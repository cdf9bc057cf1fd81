import * as React from 'react';
import dayjs from 'dayjs';
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

// The event is stored in UTC; each office edits it in its own local time.
export default function TimezoneStoreUtcShowOther() {
  const [stored, setStored] = React.useState(REFERENCE_INSTANT);
  const [office, setOffice] = React.useState('Asia/Shanghai');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <TextField select label="Office" value={office} onChange={(event) => setOffice(event.target.value)} sx={{minWidth: 200}}>
          {DEMO_TIMEZONES.map((zone) => (
            <MenuItem key={zone} value={zone}>
              {zone}
            </MenuItem>
          ))}
        </TextField>
        <DateTimePicker
          label={`All-hands (${office})`}
          timezone={office}
          value={dayjs.utc(stored)}
          onChange={(value) => value?.isValid() && setStored(value.utc().format())}
        />
      </Stack>
      <Typography variant="body2" sx={{mt: 2}} data-testid="stored-utc-other">
        Stored: <code>{stored}</code>
      </Typography>
    </LocalizationProvider>
  );
}
