import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimeField} from '@mui/x-date-pickers/TimeField';

export default function TimeFieldBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <TimeField label="Start time" referenceDate={dayjs('2025-03-14T09:00')} />
        <TimeField label="Pre-filled" defaultValue={dayjs('2025-03-14T14:20')} />
      </Stack>
    </LocalizationProvider>
  );
}
