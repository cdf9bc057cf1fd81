import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

export default function QuickstartFirstPicker() {
  const [birthday, setBirthday] = React.useState<Dayjs | null>(null);

  return (
    // One provider, near the root of your app, tells every picker which date library to use.
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 320}}>
        <DatePicker
          label="Birthday"
          value={birthday}
          onChange={setBirthday}
          openTo="year"
          // In an app, `disableFuture` refuses dates after the reader's today; a fixed
          // maximum keeps this demo the same for everyone.
          maxDate={dayjs('2025-03-14')}
          referenceDate={dayjs('1990-06-15')}
        />
        <Typography variant="body2" data-testid="quickstart-value">
          {birthday?.isValid() ? `You were born on a ${birthday.format('dddd')}.` : 'Pick or type a date.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
