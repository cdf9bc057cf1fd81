import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import type {DateValidationError} from '@mui/x-date-pickers/models';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

/** A pretend server: saving takes 600 ms and refuses the 13th of any month. */
function saveDeadline(day: Dayjs): Promise<void> {
  return new Promise((resolve, reject) => {
    setTimeout(() => (day.date() === 13 ? reject(new Error('The 13th is reserved for audits.')) : resolve()), 600);
  });
}

type Status = {kind: 'idle'} | {kind: 'saving'; day: Dayjs} | {kind: 'saved'; day: Dayjs} | {kind: 'failed'; message: string};

export default function LifecycleServerSave() {
  const [status, setStatus] = React.useState<Status>({kind: 'idle'});

  // onAccept fires once per choice in the calendar, but for every edit typed in the field:
  // values the picker's validation refuses (partial years, the invalid date) are skipped.
  const handleAccept = (value: Dayjs | null, context: {validationError: DateValidationError}) => {
    if (value === null || context.validationError !== null) return;
    setStatus({kind: 'saving', day: value});
    saveDeadline(value).then(
      () => setStatus({kind: 'saved', day: value}),
      (error: Error) => setStatus({kind: 'failed', message: error.message}),
    );
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 380}}>
        <DatePicker label="Project deadline" defaultValue={dayjs(REFERENCE_DAY)} minDate={dayjs(REFERENCE_DAY)} onAccept={handleAccept} />
        <Alert severity={status.kind === 'failed' ? 'error' : status.kind === 'saved' ? 'success' : 'info'} data-testid="save-status">
          {status.kind === 'idle' && 'Pick a day: it is saved when you accept it.'}
          {status.kind === 'saving' && `Saving ${status.day.format('MMM D')}…`}
          {status.kind === 'saved' && `Saved ${status.day.format('MMM D, YYYY')}.`}
          {status.kind === 'failed' && status.message}
        </Alert>
      </Stack>
    </LocalizationProvider>
  );
}
