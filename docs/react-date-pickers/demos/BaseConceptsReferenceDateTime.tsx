import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimeField} from '@mui/x-date-pickers/TimeField';

export default function BaseConceptsReferenceDateTime() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 420}}>
        {/* Type a time: the date part of the value comes from the reference date. */}
        <TimeField label="Train leaves at" value={value} onChange={setValue} referenceDate={dayjs('2025-12-24T00:00')} />
        <Typography variant="body2" data-testid="reference-time-value">
          value: {value?.isValid() ? value.format('dddd D MMMM YYYY, HH:mm') : String(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
