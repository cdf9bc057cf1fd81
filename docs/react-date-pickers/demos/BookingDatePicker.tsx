import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

// A fixed reference day keeps the demo the same for every reader and every test run.
const OPENING_DAY = dayjs('2025-06-02');
const LAST_DAY = OPENING_DAY.add(3, 'month');

export default function BookingDatePicker() {
  const [pickUp, setPickUp] = React.useState<Dayjs | null>(OPENING_DAY.add(5, 'day'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 320}}>
        <DatePicker
          label="Pick-up day"
          value={pickUp}
          onChange={setPickUp}
          minDate={OPENING_DAY}
          maxDate={LAST_DAY}
          shouldDisableDate={(day) => day.day() === 0}
          referenceDate={OPENING_DAY}
        />
        <Typography variant="body2" data-testid="booking-summary">
          {pickUp?.isValid() ? `Your bike is ready on ${pickUp.format('dddd, MMMM D')}.` : 'Choose a day (shop closed on Sundays).'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
