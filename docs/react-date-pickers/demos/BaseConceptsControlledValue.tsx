import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

const LAUNCH_DAY = dayjs('2025-03-14');

export default function BaseConceptsControlledValue() {
  const [value, setValue] = React.useState<Dayjs | null>(LAUNCH_DAY);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 420}}>
        <DatePicker label="Launch day" value={value} onChange={(newValue) => setValue(newValue)} />
        <Stack direction="row" spacing={1}>
          {/* The parent can change the value at any time: the picker follows. */}
          <Button size="small" variant="outlined" onClick={() => setValue((day) => (day?.isValid() ? day.add(1, 'week') : LAUNCH_DAY))}>
            One week later
          </Button>
          <Button size="small" variant="outlined" onClick={() => setValue(null)}>
            Clear
          </Button>
        </Stack>
        <Typography variant="body2" data-testid="base-value">
          value: {value === null ? 'null' : value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
