import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import type {DateValidationError} from '@mui/x-date-pickers/models';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

// Appointments can be booked from the (fixed) opening day up to six weeks later, on weekdays.
const OPENING_DAY = dayjs('2025-03-14');
const LAST_DAY = OPENING_DAY.add(6, 'week');
const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

const MESSAGES: Record<NonNullable<DateValidationError>, string> = {
  minDate: `Bookings open on ${OPENING_DAY.format('MMMM D')}`,
  maxDate: `Bookings close on ${LAST_DAY.format('MMMM D')}`,
  shouldDisableDate: 'We are closed at weekends',
  invalidDate: 'This is not a date',
  disablePast: 'The date is in the past',
  disableFuture: 'The date is in the future',
  shouldDisableMonth: 'This month is not available',
  shouldDisableYear: 'This year is not available',
};

export default function DatePickerValidation() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Appointment"
        defaultValue={dayjs('2025-03-15')}
        minDate={OPENING_DAY}
        maxDate={LAST_DAY}
        shouldDisableDate={isWeekend}
        onError={setError}
        slotProps={{textField: {helperText: error ? MESSAGES[error] : 'Weekdays within six weeks'}}}
      />
    </LocalizationProvider>
  );
}
