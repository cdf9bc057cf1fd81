import * as React from 'react';
import dayjs from 'dayjs';
import type {Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker} from '@mui/x-date-pickers-pro/DateRangePicker';
import type {DateRange} from '@mui/x-date-pickers-pro/models';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// The value is a pair; either end may be null while the reader is still choosing.
export default function RangeNightsCount() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs(REFERENCE_DAY), dayjs(REFERENCE_DAY).add(3, 'day')]);
  const [start, end] = stay;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <DateRangePicker value={stay} onChange={setStay} localeText={{start: 'Arrival', end: 'Departure'}} />
        <Typography variant="body2">
          {start?.isValid() && end?.isValid() ? `${end.diff(start, 'day')} nights` : 'Choose both ends of the stay'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
