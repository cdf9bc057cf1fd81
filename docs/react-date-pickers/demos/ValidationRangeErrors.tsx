import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker} from '@mui/x-date-pickers-pro/DateRangePicker';
import type {DateRangeValidationError} from '@mui/x-date-pickers-pro/models';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const DAY = dayjs(REFERENCE_DAY);

export default function ValidationRangeErrors() {
  const [errors, setErrors] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{maxWidth: 420}}>
        <DateRangePicker
          localeText={{start: 'Check-in', end: 'Check-out'}}
          defaultValue={[DAY.add(6, 'day'), DAY.add(2, 'day')]}
          minDate={DAY}
          maxDate={DAY.add(3, 'month')}
          onError={setErrors}
        />
        <Typography variant="body2" data-testid="range-errors">
          Start: <code>{errors[0] ?? 'null'}</code> · End: <code>{errors[1] ?? 'null'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
