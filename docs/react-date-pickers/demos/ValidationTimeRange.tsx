import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {TimeRangePicker} from '@mui/x-date-pickers-pro/TimeRangePicker';
import type {TimeRangeValidationError} from '@mui/x-date-pickers-pro/models';
import {CLINIC_HOURS, REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const OPENS = dayjs(`${REFERENCE_DAY}T${CLINIC_HOURS.opens}`);
const CLOSES = dayjs(`${REFERENCE_DAY}T${CLINIC_HOURS.closes}`);

export default function ValidationTimeRange() {
  const [errors, setErrors] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{maxWidth: 420}}>
        <TimeRangePicker
          label="Shift"
          minTime={OPENS}
          maxTime={CLOSES}
          minutesStep={30}
          defaultValue={[OPENS.hour(7), OPENS.hour(12).minute(45)]}
          onError={setErrors}
        />
        <Typography variant="body2" data-testid="time-range-errors">
          Start: <code>{errors[0] ?? 'null'}</code> · End: <code>{errors[1] ?? 'null'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
