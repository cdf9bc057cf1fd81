import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker} from '@mui/x-date-pickers-pro/DateRangePicker';

const TERM = [dayjs('2025-09-01'), dayjs('2025-12-19')] as const;

export default function DateRangePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateRangePicker label="Disabled" defaultValue={[TERM[0], TERM[1]]} disabled />
        <DateRangePicker label="Read-only" defaultValue={[TERM[0], TERM[1]]} readOnly />
      </Stack>
    </LocalizationProvider>
  );
}
