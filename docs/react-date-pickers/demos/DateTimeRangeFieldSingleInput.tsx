import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {SingleInputDateTimeRangeField} from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

export default function DateTimeRangeFieldSingleInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <SingleInputDateTimeRangeField label="Flight" referenceDate={dayjs('2025-03-14T07:00')} />
        <SingleInputDateTimeRangeField
          label="Compact format"
          defaultValue={[dayjs('2025-03-14T07:05'), dayjs('2025-03-14T10:40')]}
          format="DD/MM HH:mm"
        />
      </Stack>
    </LocalizationProvider>
  );
}
