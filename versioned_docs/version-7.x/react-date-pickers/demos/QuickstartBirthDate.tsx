import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// A fixed last day instead of disableFuture, so the demo behaves the same whenever it is read.
const LAST_DAY = dayjs(REFERENCE_DAY);

export default function QuickstartBirthDate() {
  const [birthDate, setBirthDate] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{maxWidth: 320}}>
        <DatePicker
          label="Date of birth"
          value={birthDate}
          onChange={setBirthDate}
          maxDate={LAST_DAY}
          openTo="year"
          views={['year', 'month', 'day']}
          referenceDate={dayjs('1985-06-01')}
        />
        <Typography variant="body2">{birthDate?.isValid() ? `That was a ${birthDate.format('dddd')}.` : 'Pick or type a date.'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
