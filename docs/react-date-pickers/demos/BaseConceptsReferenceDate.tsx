import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

export default function BaseConceptsReferenceDate() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 420}}>
        {/* Empty, so the calendar opens on August 2025; a picked day gets the time 18:30. */}
        <DatePicker label="Dinner date" value={value} onChange={setValue} referenceDate={dayjs('2025-08-01T18:30')} />
        <Typography variant="body2" data-testid="reference-value">
          value: {value?.isValid() ? value.format('YYYY-MM-DD HH:mm') : String(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
