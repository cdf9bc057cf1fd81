import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimePicker} from '@mui/x-date-pickers/TimePicker';
import {MultiSectionDigitalClock} from '@mui/x-date-pickers/MultiSectionDigitalClock';
import type {TimeView} from '@mui/x-date-pickers/models';
import type {TimeValidationError} from '@mui/x-date-pickers/models';
import {CLINIC_HOURS, REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// Closed over lunch, and appointments start on the quarter hour only.
function shouldDisableTime(value: Dayjs, view: TimeView) {
  if (view === 'hours') return value.hour() >= CLINIC_HOURS.lunchFrom && value.hour() < CLINIC_HOURS.lunchTo;
  if (view === 'minutes') return value.minute() % 15 !== 0;
  return false;
}

export default function ValidationDisableTime() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} alignItems="flex-start">
        <TimePicker
          label="Check-up"
          defaultValue={dayjs(`${REFERENCE_DAY}T12:20`)}
          shouldDisableTime={shouldDisableTime}
          onError={setError}
          slotProps={{textField: {helperText: error ?? 'Quarter hours, not 12:00 to 1:00 PM'}}}
        />
        <MultiSectionDigitalClock
          referenceDate={dayjs(`${REFERENCE_DAY}T09:00`)}
          shouldDisableTime={shouldDisableTime}
          sx={{border: 1, borderColor: 'divider', borderRadius: 1}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
