import * as React from 'react';
import dayjs from 'dayjs';
import type {DateTimeRangeValidationError} from '@mui/x-date-pickers-pro/models';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {SingleInputDateTimeRangeField} from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

export default function DateTimeRangeFieldValidation() {
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The window must close by March 31, 2025 at 18:00; the end below is past it. */}
      <SingleInputDateTimeRangeField
        label="Submission window"
        sx={{width: '100%', maxWidth: 520}}
        defaultValue={[dayjs('2025-03-24T09:00'), dayjs('2025-03-31T20:00')]}
        maxDateTime={dayjs('2025-03-31T18:00')}
        onError={setError}
        helperText={error[0] || error[1] ? `start: ${error[0] ?? 'ok'}, end: ${error[1] ?? 'ok'}` : 'Closes Mar 31, 18:00'}
      />
    </LocalizationProvider>
  );
}
