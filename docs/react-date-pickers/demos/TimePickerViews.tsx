import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimePicker} from '@mui/x-date-pickers/TimePicker';

const REFERENCE = dayjs('2025-03-14T00:00');

export default function TimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 420}}>
        <TimePicker label="Hours, minutes and seconds" views={['hours', 'minutes', 'seconds']} referenceDate={REFERENCE} />
        <TimePicker label="Minutes and seconds (lap time)" views={['minutes', 'seconds']} format="mm:ss" referenceDate={REFERENCE} />
        <TimePicker label="Whole hours only" views={['hours']} referenceDate={REFERENCE} />
      </Stack>
    </LocalizationProvider>
  );
}
