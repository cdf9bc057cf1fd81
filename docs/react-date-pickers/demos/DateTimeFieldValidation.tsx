import * as React from 'react';
import dayjs from 'dayjs';
import type {DateTimeValidationError} from '@mui/x-date-pickers/models';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimeField} from '@mui/x-date-pickers/DateTimeField';

export default function DateTimeFieldValidation() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Entries close on March 31, 2025 at noon; the starting value is one hour late. */}
      <DateTimeField
        label="Entry submitted"
        sx={{width: '100%', maxWidth: 320}}
        defaultValue={dayjs('2025-03-31T13:00')}
        maxDateTime={dayjs('2025-03-31T12:00')}
        onError={setError}
        helperText={error ? `Error: ${error}` : 'Until March 31, 2025, 12:00'}
      />
    </LocalizationProvider>
  );
}
