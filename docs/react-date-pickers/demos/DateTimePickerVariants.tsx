import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker} from '@mui/x-date-pickers/DateTimePicker';
import {DesktopDateTimePicker} from '@mui/x-date-pickers/DesktopDateTimePicker';
import {MobileDateTimePicker} from '@mui/x-date-pickers/MobileDateTimePicker';

const LAUNCH = dayjs('2025-03-14T15:30');

export default function DateTimePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 420}}>
        <DateTimePicker label="Responsive" defaultValue={LAUNCH} />
        {/* Calendar and time columns side by side in a popover. */}
        <DesktopDateTimePicker label="Desktop" defaultValue={LAUNCH} />
        {/* A dialog with tabs for the date and the time. */}
        <MobileDateTimePicker label="Mobile" defaultValue={LAUNCH} />
      </Stack>
    </LocalizationProvider>
  );
}
