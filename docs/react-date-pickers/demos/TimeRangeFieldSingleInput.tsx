import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {SingleInputTimeRangeField} from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

export default function TimeRangeFieldSingleInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 420}}>
        <SingleInputTimeRangeField label="Lunch break" referenceDate={dayjs('2025-03-14T12:00')} />
        <SingleInputTimeRangeField label="24 hours" defaultValue={[dayjs('2025-03-14T12:00'), dayjs('2025-03-14T13:15')]} format="HH:mm" />
      </Stack>
    </LocalizationProvider>
  );
}
