import * as React from 'react';
import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateTimeRangePicker} from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type {DateTimeRangeValidationError} from '@mui/x-date-pickers-pro/models';
import {CONFERENCE} from '@site/src/demo-data/pickers-feature-dates';

const OPEN = dayjs(CONFERENCE.salesOpen);

export default function ValidationDateTimeRange() {
  const [errors, setErrors] = React.useState<DateTimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        label="Venue booking"
        minDateTime={OPEN}
        maxDateTime={dayjs(CONFERENCE.salesClose)}
        defaultValue={[OPEN.add(1, 'day'), OPEN.add(20, 'day')]}
        onError={setErrors}
        sx={{maxWidth: 460}}
        slotProps={{textField: {helperText: `start: ${errors[0] ?? 'valid'} · end: ${errors[1] ?? 'valid'}`}}}
      />
    </LocalizationProvider>
  );
}
