import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {DateRange} from '@mui/x-date-pickers-pro/models';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {SingleInputDateRangeField} from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

const show = (day: Dayjs | null) => (day === null ? 'null' : day.isValid() ? day.format('MMM D, YYYY') : 'Invalid Date');

export default function DateRangeFieldControlled() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2025-03-14'), null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 420}}>
        <SingleInputDateRangeField label="Sprint" value={value} onChange={setValue} referenceDate={dayjs('2025-03-14')} />
        <Typography variant="body2" data-testid="range-field-value">
          start: {show(value[0])} · end: {show(value[1])}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
