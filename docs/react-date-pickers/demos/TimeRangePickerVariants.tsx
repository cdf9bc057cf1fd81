import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {TimeRangePicker} from '@mui/x-date-pickers-pro/TimeRangePicker';
import {DesktopTimeRangePicker} from '@mui/x-date-pickers-pro/DesktopTimeRangePicker';
import {MobileTimeRangePicker} from '@mui/x-date-pickers-pro/MobileTimeRangePicker';

const SLOT = [dayjs('2025-03-14T14:00'), dayjs('2025-03-14T15:30')] as const;

export default function TimeRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <TimeRangePicker label="Responsive" defaultValue={[SLOT[0], SLOT[1]]} />
        <DesktopTimeRangePicker label="Desktop" defaultValue={[SLOT[0], SLOT[1]]} />
        <MobileTimeRangePicker label="Mobile" defaultValue={[SLOT[0], SLOT[1]]} />
      </Stack>
    </LocalizationProvider>
  );
}
