import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField} from '@mui/x-date-pickers/DateField';

function describe(value: Dayjs | null) {
  if (value === null) return 'null (empty or incomplete)';
  return value.isValid() ? value.format('dddd, MMMM D, YYYY') : 'Invalid Date (not a real date yet)';
}

export default function DateFieldControlled() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 360}}>
        <DateField label="Departure" value={value} onChange={setValue} referenceDate={dayjs('2025-03-14')} />
        <Typography variant="body2" data-testid="date-field-value">
          value: {describe(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
