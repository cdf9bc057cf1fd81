import * as React from 'react';
import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker} from '@mui/x-date-pickers/DateTimePicker';
import type {DateTimeValidationError} from '@mui/x-date-pickers/models';
import {CONFERENCE} from '@site/src/demo-data/pickers-feature-dates';

// minDateTime and maxDateTime bound the whole moment, not the time of every day.
export default function RulesTicketSales() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Ticket purchase"
        ampm={false}
        minDateTime={dayjs(CONFERENCE.salesOpen)}
        maxDateTime={dayjs(CONFERENCE.salesClose)}
        defaultValue={dayjs('2025-03-21T18:00')}
        onError={setError}
        slotProps={{textField: {helperText: error ? `error: ${error}` : 'Sales: 10 March 09:00 to 21 March 17:30'}}}
      />
    </LocalizationProvider>
  );
}
