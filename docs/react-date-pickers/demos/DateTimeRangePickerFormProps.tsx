import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateTimeRangePicker} from '@mui/x-date-pickers-pro/DateTimeRangePicker';

const OUTAGE = [dayjs('2025-03-14T01:00'), dayjs('2025-03-14T05:30')] as const;

export default function DateTimeRangePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateTimeRangePicker label="Disabled" defaultValue={[OUTAGE[0], OUTAGE[1]]} disabled />
        <DateTimeRangePicker label="Read-only" defaultValue={[OUTAGE[0], OUTAGE[1]]} readOnly />
      </Stack>
    </LocalizationProvider>
  );
}
