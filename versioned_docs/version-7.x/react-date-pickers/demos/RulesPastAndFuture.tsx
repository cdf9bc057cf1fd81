import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import type {DateValidationError} from '@mui/x-date-pickers/models';

// Both props compare with the reader's real current date. The starting values are far enough in
// the past and the future that the result is the same on any day you read this.
export default function RulesPastAndFuture() {
  const [renewalError, setRenewalError] = React.useState<DateValidationError>(null);
  const [hireError, setHireError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DatePicker
          label="Renewal (disablePast)"
          disablePast
          defaultValue={dayjs('2021-09-30')}
          onError={setRenewalError}
          slotProps={{textField: {helperText: renewalError ? `error: ${renewalError}` : 'no error'}}}
        />
        <DatePicker
          label="Hire date (disableFuture)"
          disableFuture
          defaultValue={dayjs('2150-01-15')}
          onError={setHireError}
          slotProps={{textField: {helperText: hireError ? `error: ${hireError}` : 'no error'}}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
