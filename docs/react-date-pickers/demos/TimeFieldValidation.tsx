import * as React from 'react';
import dayjs from 'dayjs';
import type {TimeValidationError} from '@mui/x-date-pickers/models';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimeField} from '@mui/x-date-pickers/TimeField';

export default function TimeFieldValidation() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Night shift: only 22:00 to 23:59 are accepted, in steps of 15 minutes. */}
      <TimeField
        label="Shift start"
        defaultValue={dayjs('2025-03-14T22:10')}
        minTime={dayjs('2025-03-14T22:00')}
        minutesStep={15}
        onError={setError}
        helperText={error ? `Error: ${error}` : 'From 22:00, on the quarter hour'}
      />
    </LocalizationProvider>
  );
}
