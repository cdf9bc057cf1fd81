import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField} from '@mui/x-date-pickers/DateField';
import type {DateValidationError} from '@mui/x-date-pickers/models';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

interface Call {
  value: string;
  error: DateValidationError;
}

const show = (value: Dayjs | null) => (value === null ? 'null' : value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date');

export default function LifecycleFieldChanges() {
  const [calls, setCalls] = React.useState<Call[]>([]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{maxWidth: 420}}>
        <DateField
          label="Type over the year: 2, 0, 2, 6"
          defaultValue={dayjs(REFERENCE_DAY)}
          maxDate={dayjs('2025-12-31')}
          onChange={(value, context) => setCalls((prev) => [...prev.slice(-4), {value: show(value), error: context.validationError}])}
        />
        <Typography variant="body2" component="div" data-testid="field-calls">
          {calls.length === 0 ? 'No onChange call yet.' : null}
          {calls.map((call, index) => (
            <div key={index}>
              onChange(<code>{call.value}</code>, validationError: <code>{call.error ?? 'null'}</code>)
            </div>
          ))}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
