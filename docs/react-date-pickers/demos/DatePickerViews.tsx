import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

const REFERENCE_DAY = dayjs('2025-03-14');

export default function DatePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 420}}>
        <DatePicker label="Graduation year" views={['year']} referenceDate={REFERENCE_DAY} />
        <DatePicker label="Card expiry" views={['month', 'year']} openTo="month" referenceDate={REFERENCE_DAY} />
        <DatePicker label="Birthday (year first)" views={['year', 'month', 'day']} openTo="year" referenceDate={REFERENCE_DAY} />
        <DatePicker label="Anniversary (no year)" views={['month', 'day']} format="MMMM D" referenceDate={REFERENCE_DAY} />
      </Stack>
    </LocalizationProvider>
  );
}
