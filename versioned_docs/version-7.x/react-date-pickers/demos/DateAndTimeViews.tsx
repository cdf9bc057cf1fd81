import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker} from '@mui/x-date-pickers/DateTimePicker';

// Views of both kinds can be combined; the field's format follows the views unless you set one.
export default function DateAndTimeViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DateTimePicker label="Day and hour" views={['day', 'hours']} />
        <DateTimePicker label="With seconds" views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']} />
      </Stack>
    </LocalizationProvider>
  );
}
