import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimePicker} from '@mui/x-date-pickers/TimePicker';

// views chooses the sections; ampm={false} shows a 24-hour clock whatever the locale says.
export default function TimeOnlyViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <TimePicker label="Lap time" views={['minutes', 'seconds']} format="mm:ss" />
        <TimePicker label="Shift start (24 h)" views={['hours', 'minutes']} ampm={false} />
      </Stack>
    </LocalizationProvider>
  );
}
