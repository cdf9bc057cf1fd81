import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

export default function DatePickerControlledValue() {
  // Controlled: the state below is the single source of truth.
  const [checkIn, setCheckIn] = React.useState<Dayjs | null>(dayjs('2025-03-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        {/* Uncontrolled: the picker keeps its own state, starting from defaultValue. */}
        <DatePicker label="Uncontrolled" defaultValue={dayjs('2025-03-14')} />
        <DatePicker label="Controlled" value={checkIn} onChange={(newValue) => setCheckIn(newValue)} />
      </Stack>
      <Typography variant="body2" sx={{mt: 2}} data-testid="controlled-value">
        Controlled value: {checkIn == null ? 'null' : checkIn.isValid() ? checkIn.format('YYYY-MM-DD') : 'Invalid Date'}
      </Typography>
    </LocalizationProvider>
  );
}
