import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimeField} from '@mui/x-date-pickers/TimeField';

const TIME = dayjs('2025-03-14T15:07:42');

export default function TimeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} useFlexGap sx={{flexWrap: 'wrap'}}>
        <TimeField label="24 hours" defaultValue={TIME} format="HH:mm" />
        <TimeField label="With seconds" defaultValue={TIME} format="HH:mm:ss" />
        <TimeField label="12 hours" defaultValue={TIME} format="hh:mm a" />
        <TimeField label="Unpadded hour" defaultValue={TIME} format="h:mm A" />
      </Stack>
    </LocalizationProvider>
  );
}
