import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker} from '@mui/x-date-pickers-pro/DateRangePicker';
import type {DateRangeValidationError} from '@mui/x-date-pickers-pro/models';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// A range reports one error per end: [startError, endError].
export default function RulesRangePair() {
  const [errors, setErrors] = React.useState<DateRangeValidationError>([null, null]);
  const first = dayjs(REFERENCE_DAY);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <DateRangePicker
          minDate={first}
          maxDate={first.add(1, 'month')}
          defaultValue={[first.subtract(2, 'day'), first.add(2, 'month')]}
          onError={setErrors}
        />
        <Typography variant="body2">onError: {JSON.stringify(errors)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
