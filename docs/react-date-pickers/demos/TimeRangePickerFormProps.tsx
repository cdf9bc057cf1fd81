import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {TimeRangePicker} from '@mui/x-date-pickers-pro/TimeRangePicker';

const QUIET_HOURS = [dayjs('2025-03-14T22:00'), dayjs('2025-03-14T23:30')] as const;

export default function TimeRangePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <TimeRangePicker label="Disabled" defaultValue={[QUIET_HOURS[0], QUIET_HOURS[1]]} disabled />
        <TimeRangePicker label="Read-only" defaultValue={[QUIET_HOURS[0], QUIET_HOURS[1]]} readOnly />
      </Stack>
    </LocalizationProvider>
  );
}
