import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

// views limits what the reader picks; openTo chooses the first view; yearsOrder flips the year list.
export default function DateOnlyViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DatePicker label="Card expiry" views={['month', 'year']} openTo="year" format="MM/YYYY" />
        <DatePicker
          label="Graduation year"
          views={['year']}
          yearsOrder="desc"
          minDate={dayjs('1960-01-01')}
          maxDate={dayjs('2025-12-31')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
