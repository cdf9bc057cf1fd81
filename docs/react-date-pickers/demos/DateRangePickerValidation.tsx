import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import type {DateRangeValidationError} from '@mui/x-date-pickers-pro/models';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker} from '@mui/x-date-pickers-pro/DateRangePicker';

// A holiday let: bookings from March 14 to June 30, 2025; arrivals and departures only on Saturdays.
const FIRST = dayjs('2025-03-14');
const LAST = dayjs('2025-06-30');
const notSaturday = (day: Dayjs) => day.day() !== 6;

export default function DateRangePickerValidation() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);
  const message = error[0] || error[1] ? `Start: ${error[0] ?? 'ok'} · End: ${error[1] ?? 'ok'}` : 'Saturday to Saturday, March to June';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Your stay"
        sx={{width: '100%', maxWidth: 360}}
        defaultValue={[dayjs('2025-03-15'), dayjs('2025-03-21')]}
        minDate={FIRST}
        maxDate={LAST}
        shouldDisableDate={notSaturday}
        onError={setError}
        slotProps={{textField: {helperText: message}}}
      />
    </LocalizationProvider>
  );
}
