import * as React from 'react';
import dayjs from 'dayjs';
import type {DateRangeValidationError} from '@mui/x-date-pickers-pro/models';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {SingleInputDateRangeField} from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

export default function DateRangeFieldValidation() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The end is before the start: both ends report 'invalidRange'. */}
      <SingleInputDateRangeField
        label="Exhibition"
        defaultValue={[dayjs('2025-05-20'), dayjs('2025-05-02')]}
        maxDate={dayjs('2025-12-31')}
        onError={setError}
        helperText={error[0] || error[1] ? `start: ${error[0] ?? 'ok'}, end: ${error[1] ?? 'ok'}` : 'Within 2025'}
        sx={{width: '100%', maxWidth: 360}}
      />
    </LocalizationProvider>
  );
}
