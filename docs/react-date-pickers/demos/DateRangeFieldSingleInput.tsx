import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {SingleInputDateRangeField} from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

export default function DateRangeFieldSingleInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 420}}>
        <SingleInputDateRangeField label="Campaign" referenceDate={dayjs('2025-03-14')} />
        <SingleInputDateRangeField
          label="Pre-filled, custom separator"
          defaultValue={[dayjs('2025-03-14'), dayjs('2025-04-13')]}
          dateSeparator="to"
        />
      </Stack>
    </LocalizationProvider>
  );
}
