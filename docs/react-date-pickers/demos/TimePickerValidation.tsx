import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import type {TimeValidationError} from '@mui/x-date-pickers/models';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimePicker} from '@mui/x-date-pickers/TimePicker';

// Opening hours 08:00 to 18:00, closed for lunch between 12:00 and 13:00.
const OPEN = dayjs('2025-03-14T08:00');
const CLOSE = dayjs('2025-03-14T18:00');
const isLunch = (time: Dayjs, view: string) => view === 'hours' && time.hour() === 12;

export default function TimePickerValidation() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <TimePicker
          label="Pick-up time"
          defaultValue={dayjs('2025-03-14T19:00')}
          minTime={OPEN}
          maxTime={CLOSE}
          shouldDisableTime={isLunch}
          onError={setError}
          slotProps={{textField: {helperText: error ? `Error: ${error}` : '08:00 to 18:00, not 12:00 to 13:00'}}}
        />
        <TimePicker label="Quarter hours" defaultValue={dayjs('2025-03-14T10:15')} minutesStep={15} timeSteps={{minutes: 15}} />
      </Stack>
    </LocalizationProvider>
  );
}
