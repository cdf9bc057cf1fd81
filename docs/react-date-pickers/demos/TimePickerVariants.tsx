import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimePicker} from '@mui/x-date-pickers/TimePicker';
import {DesktopTimePicker} from '@mui/x-date-pickers/DesktopTimePicker';
import {MobileTimePicker} from '@mui/x-date-pickers/MobileTimePicker';

const NOON = dayjs('2025-03-14T12:00');

export default function TimePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <TimePicker label="Responsive" defaultValue={NOON} />
        {/* Digital clock columns in a popover. */}
        <DesktopTimePicker label="Desktop" defaultValue={NOON} />
        {/* An analog clock in a dialog. */}
        <MobileTimePicker label="Mobile" defaultValue={NOON} />
      </Stack>
    </LocalizationProvider>
  );
}
