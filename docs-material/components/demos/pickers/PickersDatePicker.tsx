import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// The workshop takes bookings on weekdays only.
const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

export default function PickersDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs(REFERENCE_DAY));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 320}}>
        <DatePicker label="Service appointment" value={value} onChange={setValue} shouldDisableDate={isWeekend} />
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          {value?.isValid() ? `Booked for ${value.format('dddd D MMMM YYYY')}` : 'Pick a weekday'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
