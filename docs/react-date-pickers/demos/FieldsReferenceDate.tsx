import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimeField} from '@mui/x-date-pickers/DateTimeField';
import {TimeField} from '@mui/x-date-pickers/TimeField';

// A time-only field still produces a full date: the parts it does not show come from referenceDate.
const SHIFT_DAY = dayjs('2025-03-20T00:00');

export default function FieldsReferenceDate() {
  const [time, setTime] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 360}}>
        <TimeField label="Shift starts (type 0800AM)" value={time} onChange={setTime} referenceDate={SHIFT_DAY} />
        <DateTimeField label="Same, with seconds" format="L HH:mm:ss" referenceDate={SHIFT_DAY} />
        <Typography variant="body2" data-testid="reference-result">
          {time?.isValid() ? `Full value: ${time.format('dddd D MMMM YYYY, HH:mm')}` : 'Type a complete time to see the full value.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
