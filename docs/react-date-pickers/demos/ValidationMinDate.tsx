import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import type {DateValidationError} from '@mui/x-date-pickers/models';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const EARLIEST = dayjs(REFERENCE_DAY);
const LATEST = EARLIEST.add(2, 'month');

export default function ValidationMinDate() {
  const [reason, setReason] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{maxWidth: 360}}>
        <DatePicker
          label="Start of the trial"
          minDate={EARLIEST}
          maxDate={LATEST}
          defaultValue={EARLIEST.add(3, 'day')}
          onError={setReason}
          slotProps={{textField: {helperText: `Between ${EARLIEST.format('MMM D')} and ${LATEST.format('MMM D, YYYY')}`}}}
        />
        <Typography variant="body2" data-testid="validation-reason">
          Error reason: <code>{reason === null ? 'null' : `'${reason}'`}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
