import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker} from '@mui/x-date-pickers-pro/DateRangePicker';
import {DesktopDateRangePicker} from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import {MobileDateRangePicker} from '@mui/x-date-pickers-pro/MobileDateRangePicker';

const TRIP = [dayjs('2025-04-07'), dayjs('2025-04-11')] as const;

export default function DateRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateRangePicker label="Responsive" defaultValue={[TRIP[0], TRIP[1]]} />
        {/* Two months side by side in a popover. */}
        <DesktopDateRangePicker label="Desktop" defaultValue={[TRIP[0], TRIP[1]]} />
        {/* One scrolling month in a dialog, with a toolbar and OK / Cancel. */}
        <MobileDateRangePicker label="Mobile" defaultValue={[TRIP[0], TRIP[1]]} />
      </Stack>
    </LocalizationProvider>
  );
}
