import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const FIRST = dayjs(REFERENCE_DAY);

export default function LifecycleValidOnly() {
  // The last value that passed validation: what the rest of the page (a query, a summary) uses.
  const [committed, setCommitted] = React.useState<Dayjs>(FIRST.add(7, 'day'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{maxWidth: 360}}>
        <DatePicker
          label="Report from"
          defaultValue={committed}
          minDate={FIRST}
          onChange={(value, context) => {
            if (value !== null && context.validationError === null) setCommitted(value);
          }}
        />
        <Typography variant="body2" data-testid="committed-value">
          The report uses {committed.format('dddd, MMMM D, YYYY')}. Typing a partial or an earlier date leaves it as it is.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
