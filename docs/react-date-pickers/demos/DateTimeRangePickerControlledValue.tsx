import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {DateRange} from '@mui/x-date-pickers-pro/models';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateTimeRangePicker} from '@mui/x-date-pickers-pro/DateTimeRangePicker';

const INITIAL: DateRange<Dayjs> = [dayjs('2025-03-14T09:00'), dayjs('2025-03-16T18:00')];

export default function DateTimeRangePickerControlledValue() {
  const [rental, setRental] = React.useState<DateRange<Dayjs>>(INITIAL);
  const [start, end] = rental;
  const hours = start?.isValid() && end?.isValid() ? end.diff(start, 'hour') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateTimeRangePicker label="Uncontrolled" defaultValue={INITIAL} />
        <DateTimeRangePicker label="Controlled" value={rental} onChange={setRental} />
      </Stack>
      <Typography variant="body2" sx={{mt: 2}} data-testid="date-time-range-value">
        {hours === null ? 'Incomplete range' : `Rental of ${hours} hours (${Math.ceil(hours / 24)} billed days)`}
      </Typography>
    </LocalizationProvider>
  );
}
