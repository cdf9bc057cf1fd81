import * as React from 'react';
import dayjs from 'dayjs';
import type {DateTimeRangeValidationError} from '@mui/x-date-pickers-pro/models';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateTimeRangePicker} from '@mui/x-date-pickers-pro/DateTimeRangePicker';

// The hall can be booked from March 14, 2025 at 08:00; on any day, from 08:00 to 22:00.
export default function DateTimeRangePickerValidation() {
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);
  const text = error[0] || error[1] ? `start: ${error[0] ?? 'ok'} · end: ${error[1] ?? 'ok'}` : 'From Mar 14, 08:00; daily 08:00 to 22:00';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        label="Hall booking"
        sx={{width: '100%', maxWidth: 520}}
        defaultValue={[dayjs('2025-03-14T07:00'), dayjs('2025-03-14T23:00')]}
        minDateTime={dayjs('2025-03-14T08:00')}
        minTime={dayjs('2025-03-14T08:00')}
        maxTime={dayjs('2025-03-14T22:00')}
        onError={setError}
        slotProps={{textField: {helperText: text}}}
      />
    </LocalizationProvider>
  );
}
