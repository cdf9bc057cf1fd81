import * as React from 'react';
import dayjs from 'dayjs';
import type {TimeRangeValidationError} from '@mui/x-date-pickers-pro/models';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {TimeRangePicker} from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function TimeRangePickerValidation() {
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);
  const text = error[0] || error[1] ? `start: ${error[0] ?? 'ok'} · end: ${error[1] ?? 'ok'}` : 'Between 07:00 and 20:00';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The court is open 07:00 to 20:00; the booking below runs past closing time. */}
      <TimeRangePicker
        label="Court booking"
        sx={{width: '100%', maxWidth: 360}}
        defaultValue={[dayjs('2025-03-14T19:00'), dayjs('2025-03-14T20:30')]}
        minTime={dayjs('2025-03-14T07:00')}
        maxTime={dayjs('2025-03-14T20:00')}
        minutesStep={30}
        onError={setError}
        slotProps={{textField: {helperText: text}}}
      />
    </LocalizationProvider>
  );
}
