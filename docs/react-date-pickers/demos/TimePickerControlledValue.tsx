import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimePicker} from '@mui/x-date-pickers/TimePicker';

export default function TimePickerControlledValue() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2025-03-14T09:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <TimePicker label="Uncontrolled" defaultValue={dayjs('2025-03-14T09:30')} />
        <TimePicker label="Controlled" value={start} onChange={setStart} />
      </Stack>
      <Typography variant="body2" sx={{mt: 2}} data-testid="time-value">
        {/* The value is a full date-time: the time you pick on the day it already had. */}
        Controlled value: {start?.isValid() ? start.format('YYYY-MM-DD HH:mm') : String(start)}
      </Typography>
    </LocalizationProvider>
  );
}
