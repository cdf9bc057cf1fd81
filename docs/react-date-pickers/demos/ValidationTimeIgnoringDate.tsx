import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimeField} from '@mui/x-date-pickers/DateTimeField';
import type {DateTimeValidationError} from '@mui/x-date-pickers/models';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const MIN = dayjs(`${REFERENCE_DAY}T09:00`);
const VALUE = dayjs(`${REFERENCE_DAY}T08:30`).subtract(1, 'day');

export default function ValidationTimeIgnoringDate() {
  const [timeOnly, setTimeOnly] = React.useState<DateTimeValidationError>(null);
  const [withDate, setWithDate] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DateTimeField
          label="minTime, time of day only"
          defaultValue={VALUE}
          minTime={MIN}
          onError={setTimeOnly}
          helperText={`Error: ${timeOnly ?? 'none'}`}
        />
        <DateTimeField
          label="minTime with its date"
          defaultValue={VALUE.hour(10)}
          minTime={MIN}
          disableIgnoringDatePartForTimeValidation
          onError={setWithDate}
          helperText={`Error: ${withDate ?? 'none'}`}
        />
      </Stack>
    </LocalizationProvider>
  );
}
