import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField} from '@mui/x-date-pickers/DateField';

const DAY = dayjs('2025-03-14');

export default function DateFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} useFlexGap sx={{flexWrap: 'wrap'}}>
        <DateField label="Locale default" defaultValue={DAY} />
        <DateField label="ISO" defaultValue={DAY} format="YYYY-MM-DD" />
        <DateField label="Spacious" defaultValue={DAY} format="DD/MM/YYYY" formatDensity="spacious" />
        <DateField label="Month name" defaultValue={DAY} format="ddd D MMM YYYY" />
      </Stack>
    </LocalizationProvider>
  );
}
