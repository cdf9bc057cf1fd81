import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker} from '@mui/x-date-pickers-pro/DateRangePicker';
import {TimeRangePicker} from '@mui/x-date-pickers-pro/TimeRangePicker';
import {DateTimeRangePicker} from '@mui/x-date-pickers-pro/DateTimeRangePicker';

const START = dayjs('2025-03-14T09:30');
const END = dayjs('2025-03-16T17:00');

export default function BaseConceptsRanges() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateRangePicker label="DateRangePicker" defaultValue={[START, END]} />
        <TimeRangePicker label="TimeRangePicker" defaultValue={[START, START.add(2, 'hour')]} />
        <DateTimeRangePicker label="DateTimeRangePicker" defaultValue={[START, END]} />
      </Stack>
    </LocalizationProvider>
  );
}
