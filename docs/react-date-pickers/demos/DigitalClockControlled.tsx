import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DigitalClock} from '@mui/x-date-pickers/DigitalClock';

export default function DigitalClockControlled() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-14T13:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2}}>
        <div>
          <DigitalClock value={value} onChange={setValue} />
        </div>
        <Typography variant="body2" data-testid="digital-clock-value">
          Table booked for {value ? value.format('HH:mm') : 'no time yet'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
