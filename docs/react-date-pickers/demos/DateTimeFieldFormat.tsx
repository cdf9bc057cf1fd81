import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimeField} from '@mui/x-date-pickers/DateTimeField';

const VALUE = dayjs('2025-03-14T07:45:10');

export default function DateTimeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} useFlexGap sx={{flexWrap: 'wrap'}}>
        <DateTimeField sx={{width: 300}} label="ISO-like" defaultValue={VALUE} format="YYYY-MM-DD HH:mm:ss" />
        <DateTimeField sx={{width: 300}} label="Day first, 24 hours" defaultValue={VALUE} format="DD/MM/YYYY HH:mm" />
        <DateTimeField sx={{width: 300}} label="Long, 12 hours" defaultValue={VALUE} format="MMM D, YYYY h:mm A" />
        <DateTimeField sx={{width: 300}} label="Spacious" defaultValue={VALUE} format="DD.MM.YYYY HH:mm" formatDensity="spacious" />
      </Stack>
    </LocalizationProvider>
  );
}
