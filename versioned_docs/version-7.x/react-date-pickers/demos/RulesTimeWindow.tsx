import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimePicker} from '@mui/x-date-pickers/TimePicker';
import type {TimeValidationError} from '@mui/x-date-pickers/models';
import {CLINIC_HOURS, REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const at = (hhmm: string) => dayjs(`${REFERENCE_DAY}T${hhmm}`);

// minTime and maxTime compare only the time of day: the date part of the bounds is ignored.
export default function RulesTimeWindow() {
  const [error, setError] = React.useState<TimeValidationError>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{maxWidth: 320}}>
        <TimePicker
          label="Clinic appointment"
          ampm={false}
          minTime={at(CLINIC_HOURS.opens)}
          maxTime={at(CLINIC_HOURS.closes)}
          defaultValue={at('19:15')}
          onError={setError}
          slotProps={{textField: {helperText: error ? `error: ${error}` : `${CLINIC_HOURS.opens} to ${CLINIC_HOURS.closes}`}}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
