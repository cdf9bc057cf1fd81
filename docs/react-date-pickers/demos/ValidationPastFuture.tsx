import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import type {DateValidationError} from '@mui/x-date-pickers/models';

// disablePast and disableFuture compare with the real current date. Dates far from today keep
// this demo's result the same whenever you read it.
export default function ValidationPastFuture() {
  const [pastError, setPastError] = React.useState<DateValidationError>(null);
  const [futureError, setFutureError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DatePicker
          label="Next appointment (disablePast)"
          disablePast
          defaultValue={dayjs('2019-05-06')}
          onError={setPastError}
          slotProps={{textField: {helperText: pastError ?? 'valid'}}}
        />
        <DatePicker
          label="Date of birth (disableFuture)"
          disableFuture
          defaultValue={dayjs('2190-05-06')}
          onError={setFutureError}
          slotProps={{textField: {helperText: futureError ?? 'valid'}}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
