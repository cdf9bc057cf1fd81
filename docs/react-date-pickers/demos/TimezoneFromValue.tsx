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

// Without a timezone prop, the picker works in the zone of the value it is given.
export default function TimezoneFromValue() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.tz(REFERENCE_INSTANT, 'Asia/Tokyo'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{maxWidth: 380}}>
        <DateTimePicker label="Value in Asia/Tokyo" value={value} onChange={setValue} />
        <Typography variant="body2" data-testid="value-zone">
          onChange returns {value?.isValid() ? value.format('YYYY-MM-DDTHH:mm Z') : 'invalid'}, still at Tokyo's +09:00 offset
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
