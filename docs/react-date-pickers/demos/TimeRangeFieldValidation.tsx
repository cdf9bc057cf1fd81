import * as React from 'react';
import dayjs from 'dayjs';
import type {TimeRangeValidationError} from '@mui/x-date-pickers-pro/models';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {SingleInputTimeRangeField} from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

export default function TimeRangeFieldValidation() {
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Both ends share one day, so an end before the start is an invalid range. */}
      <SingleInputTimeRangeField
        label="Maintenance window"
        defaultValue={[dayjs('2025-03-14T23:00'), dayjs('2025-03-14T01:00')]}
        onError={setError}
        helperText={error[0] || error[1] ? `start: ${error[0] ?? 'ok'}, end: ${error[1] ?? 'ok'}` : 'Start before end'}
        sx={{width: '100%', maxWidth: 360}}
      />
    </LocalizationProvider>
  );
}
