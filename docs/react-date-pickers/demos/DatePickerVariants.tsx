import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {DesktopDatePicker} from '@mui/x-date-pickers/DesktopDatePicker';
import {MobileDatePicker} from '@mui/x-date-pickers/MobileDatePicker';

const START = dayjs('2025-03-14');

export default function DatePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        {/* Popover on a device with a fine pointer, dialog otherwise. */}
        <DatePicker label="Responsive" defaultValue={START} />
        {/* Always a popover under the field. */}
        <DesktopDatePicker label="Desktop" defaultValue={START} />
        {/* Always a dialog; the field opens it on click. */}
        <MobileDatePicker label="Mobile" defaultValue={START} />
      </Stack>
    </LocalizationProvider>
  );
}
