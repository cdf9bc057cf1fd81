import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker} from '@mui/x-date-pickers/DateTimePicker';

const REFERENCE = dayjs('2025-03-14T12:00');

export default function DateTimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 420}}>
        <DateTimePicker label="With seconds" views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']} referenceDate={REFERENCE} />
        <DateTimePicker label="Day and hour (opens on hours)" views={['day', 'hours']} openTo="hours" referenceDate={REFERENCE} />
      </Stack>
    </LocalizationProvider>
  );
}
