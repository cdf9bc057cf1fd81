import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimePicker} from '@mui/x-date-pickers/TimePicker';
import {DigitalClock} from '@mui/x-date-pickers/DigitalClock';
import type {TimeValidationError} from '@mui/x-date-pickers/models';
import {CLINIC_HOURS, REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const OPENS = dayjs(`${REFERENCE_DAY}T${CLINIC_HOURS.opens}`);
const CLOSES = dayjs(`${REFERENCE_DAY}T${CLINIC_HOURS.closes}`);

export default function ValidationMinMaxTime() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} alignItems="flex-start">
        <TimePicker
          label="Appointment"
          minTime={OPENS}
          maxTime={CLOSES}
          defaultValue={OPENS.hour(19)}
          onError={setError}
          slotProps={{textField: {helperText: error ? `Error: ${error}` : 'Between 8:00 AM and 6:00 PM'}}}
        />
        <DigitalClock
          minTime={OPENS}
          maxTime={CLOSES}
          timeStep={60}
          referenceDate={OPENS}
          skipDisabled
          sx={{height: 220, border: 1, borderColor: 'divider', borderRadius: 1}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
