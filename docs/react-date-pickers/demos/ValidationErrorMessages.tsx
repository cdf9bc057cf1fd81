import * as React from 'react';
import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import type {DateValidationError} from '@mui/x-date-pickers/models';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const OPENS = dayjs(REFERENCE_DAY);

// One sentence per reason the validation can return. `null` means the value is valid.
const MESSAGES: Record<NonNullable<DateValidationError>, string> = {
  invalidDate: 'That is not a complete date.',
  minDate: `Bookings open on ${OPENS.format('MMMM D')}.`,
  maxDate: 'We only book up to the end of the year.',
  shouldDisableDate: 'We are closed on Sundays.',
  shouldDisableMonth: 'That month is not available.',
  shouldDisableYear: 'That year is not available.',
  disablePast: 'Pick a day in the future.',
  disableFuture: 'Pick a day in the past.',
};

export default function ValidationErrorMessages() {
  const [error, setError] = React.useState<DateValidationError>('shouldDisableDate');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Table for two"
        defaultValue={OPENS.add(2, 'day')}
        minDate={OPENS}
        maxDate={OPENS.endOf('year')}
        shouldDisableDate={(day) => day.day() === 0}
        onError={setError}
        sx={{width: 300}}
        slotProps={{textField: {helperText: error ? MESSAGES[error] : 'Open Monday to Saturday.'}}}
      />
    </LocalizationProvider>
  );
}
