import * as React from 'react';
import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import type {DateValidationError} from '@mui/x-date-pickers/models';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const FIRST_DAY = dayjs(REFERENCE_DAY);
const LAST_DAY = FIRST_DAY.add(2, 'month');

// onError gives a code; the message a reader sees is yours to write.
function messageFor(error: DateValidationError): string {
  switch (error) {
    case 'minDate':
      return `Registrations open on ${FIRST_DAY.format('D MMMM')}`;
    case 'maxDate':
      return `Registrations close on ${LAST_DAY.format('D MMMM')}`;
    case 'invalidDate':
      return 'This is not a complete date';
    default:
      return 'Between 14 March and 14 May';
  }
}

export default function RulesErrorText() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Registration day"
        minDate={FIRST_DAY}
        maxDate={LAST_DAY}
        defaultValue={dayjs('2025-02-20')}
        onError={setError}
        slotProps={{textField: {helperText: messageFor(error)}}}
      />
    </LocalizationProvider>
  );
}
