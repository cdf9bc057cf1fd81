import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimeField} from '@mui/x-date-pickers/TimeField';

export default function TimeFieldControlled() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-14T21:05'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 360}}>
        <TimeField label="Curfew" value={value} onChange={setValue} />
        <Typography variant="body2" data-testid="time-field-value">
          value: {value === null ? 'null' : value.isValid() ? value.toISOString() : 'Invalid Date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
