import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimeClock} from '@mui/x-date-pickers/TimeClock';

export default function TimeClockControlled() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-14T06:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2}}>
        {/* showViewSwitcher adds arrows to go back and forth between hours and minutes. */}
        <TimeClock value={value} onChange={setValue} showViewSwitcher />
        <Typography variant="body2" sx={{mt: 2}} data-testid="clock-value">
          Wake up at {value?.format('HH:mm') ?? '--:--'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
