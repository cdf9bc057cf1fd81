import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import type {DateTimeValidationError} from '@mui/x-date-pickers/models';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker} from '@mui/x-date-pickers/DateTimePicker';

// The sale opens on March 14, 2025 at 09:30 and closes on March 21 at 17:00;
// within that window, only office hours (08:00 to 18:00) are accepted.
const OPENS = dayjs('2025-03-14T09:30');
const CLOSES = dayjs('2025-03-21T17:00');
const outsideOfficeHours = (value: Dayjs, view: string) => view === 'hours' && (value.hour() < 8 || value.hour() >= 18);

export default function DateTimePickerValidation() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Collection slot"
        sx={{width: '100%', maxWidth: 320}}
        defaultValue={dayjs('2025-03-14T09:00')}
        minDateTime={OPENS}
        maxDateTime={CLOSES}
        shouldDisableTime={outsideOfficeHours}
        onError={setError}
        slotProps={{textField: {helperText: error ? `Error: ${error}` : 'From Mar 14, 09:30 to Mar 21, 17:00'}}}
      />
    </LocalizationProvider>
  );
}
