import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {DesktopDatePicker} from '@mui/x-date-pickers/DesktopDatePicker';
import {MobileDatePicker} from '@mui/x-date-pickers/MobileDatePicker';

// DatePicker picks one of the other two from a media query; the explicit variants never switch.
export default function ConceptsResponsiveVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 320}}>
        <DatePicker label="Responsive" />
        <DesktopDatePicker label="Always a popover" />
        <MobileDatePicker label="Always a dialog" />
      </Stack>
    </LocalizationProvider>
  );
}
