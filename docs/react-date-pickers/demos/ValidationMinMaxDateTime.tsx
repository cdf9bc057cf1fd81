import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker} from '@mui/x-date-pickers/DateTimePicker';
import type {DateTimeValidationError} from '@mui/x-date-pickers/models';
import {CONFERENCE} from '@site/src/demo-data/pickers-feature-dates';

const OPEN = dayjs(CONFERENCE.salesOpen);
const CLOSE = dayjs(CONFERENCE.salesClose);

export default function ValidationMinMaxDateTime() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{maxWidth: 360}}>
        <DateTimePicker
          label="Ticket purchase"
          minDateTime={OPEN}
          maxDateTime={CLOSE}
          defaultValue={OPEN.subtract(30, 'minute')}
          referenceDate={OPEN}
          onError={setError}
        />
        <Typography variant="body2" data-testid="date-time-error">
          Sales run from {OPEN.format('ddd MMM D, h:mm A')} to {CLOSE.format('ddd MMM D, h:mm A')}. Error: <code>{error ?? 'none'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
