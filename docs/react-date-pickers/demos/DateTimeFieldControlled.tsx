import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimeField} from '@mui/x-date-pickers/DateTimeField';

export default function DateTimeFieldControlled() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-14T23:59'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 360}}>
        <DateTimeField label="Deadline" value={value} onChange={setValue} />
        <Typography variant="body2" data-testid="date-time-field-value">
          {value?.isValid() ? `Due ${value.format('dddd D MMMM, HH:mm')}` : `value: ${String(value)}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
