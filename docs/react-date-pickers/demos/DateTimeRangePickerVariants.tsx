import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateTimeRangePicker} from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import {DesktopDateTimeRangePicker} from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import {MobileDateTimeRangePicker} from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';

const STAY = [dayjs('2025-03-14T15:00'), dayjs('2025-03-17T11:00')] as const;

export default function DateTimeRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateTimeRangePicker label="Responsive" defaultValue={[STAY[0], STAY[1]]} />
        <DesktopDateTimeRangePicker label="Desktop" defaultValue={[STAY[0], STAY[1]]} />
        <MobileDateTimeRangePicker label="Mobile" defaultValue={[STAY[0], STAY[1]]} />
      </Stack>
    </LocalizationProvider>
  );
}
