import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// clearable on the field adds a clear button inside it; the action bar offers one in the popover.
export default function DateOnlyClearable() {
  const [due, setDue] = React.useState<Dayjs | null>(dayjs(REFERENCE_DAY).add(14, 'day'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{maxWidth: 320}}>
        <DatePicker
          label="Payment due"
          value={due}
          onChange={setDue}
          slotProps={{field: {clearable: true}, actionBar: {actions: ['clear', 'accept']}}}
        />
        <Typography variant="body2">{due ? `Due ${due.format('D MMM YYYY')}` : 'No due date'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
