import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

// A test environment without pointer media support would get the mobile variant. A query that
// always matches (or never does) fixes the variant; the default is '@media (pointer: fine)'.
export default function ConceptsTestMediaQuery() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DatePicker label="Forced desktop" desktopModeMediaQuery="@media (min-width: 0px)" />
        <DatePicker label="Forced mobile" desktopModeMediaQuery="@media (max-width: 0px)" />
      </Stack>
    </LocalizationProvider>
  );
}
