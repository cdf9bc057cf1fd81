import * as React from 'react';
import dayjs from 'dayjs';
import type {DateValidationError} from '@mui/x-date-pickers/models';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField} from '@mui/x-date-pickers/DateField';

// The course runs in 2025 only; try typing a year before or after it.
const FIRST = dayjs('2025-01-01');
const LAST = dayjs('2025-12-31');

export default function DateFieldValidation() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateField
        label="Session date"
        defaultValue={dayjs('2026-02-10')}
        minDate={FIRST}
        maxDate={LAST}
        onError={setError}
        helperText={error ? `Error: ${error}` : 'Any day in 2025'}
      />
    </LocalizationProvider>
  );
}
