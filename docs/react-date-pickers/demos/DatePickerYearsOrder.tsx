import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

// Years of birth: the most recent ones are the likely answers, so list them first.
const LATEST = dayjs('2025-12-31');
const EARLIEST = dayjs('1925-01-01');

export default function DatePickerYearsOrder() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DatePicker
          label="Date of birth"
          openTo="year"
          views={['year', 'month', 'day']}
          yearsOrder="desc"
          minDate={EARLIEST}
          maxDate={LATEST}
          referenceDate={dayjs('1990-06-15')}
        />
        <DatePicker label="Three years per row" openTo="year" views={['year']} yearsPerRow={3} referenceDate={dayjs('2025-03-14')} />
      </Stack>
    </LocalizationProvider>
  );
}
