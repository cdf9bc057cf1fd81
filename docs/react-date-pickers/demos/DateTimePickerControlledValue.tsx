import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker} from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimePickerControlledValue() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(dayjs('2025-03-14T18:45'));
  const [accepted, setAccepted] = React.useState<Dayjs | null>(departure);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DateTimePicker sx={{flex: 1}} label="Uncontrolled" defaultValue={dayjs('2025-03-14T18:45')} />
        <DateTimePicker sx={{flex: 1}} label="Controlled" value={departure} onChange={setDeparture} onAccept={setAccepted} />
      </Stack>
      <Typography variant="body2" sx={{mt: 2}} data-testid="date-time-value">
        onChange: {departure?.isValid() ? departure.format('YYYY-MM-DD HH:mm') : String(departure)} · onAccept:{' '}
        {accepted?.isValid() ? accepted.format('YYYY-MM-DD HH:mm') : String(accepted)}
      </Typography>
    </LocalizationProvider>
  );
}
