import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField} from '@mui/x-date-pickers/DateField';

export default function DateFieldBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        {/* Empty: each section shows its placeholder until you type into it. */}
        <DateField label="Start date" referenceDate={dayjs('2025-03-14')} />
        <DateField label="Pre-filled" defaultValue={dayjs('2025-03-14')} />
      </Stack>
    </LocalizationProvider>
  );
}
