import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {DesktopDatePicker} from '@mui/x-date-pickers/DesktopDatePicker';
import {MobileDatePicker} from '@mui/x-date-pickers/MobileDatePicker';

const VALUE = dayjs('2025-03-14');

export default function BaseConceptsResponsive() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 420}}>
        <DesktopDatePicker label="Desktop variant" defaultValue={VALUE} />
        <MobileDatePicker label="Mobile variant" defaultValue={VALUE} />
        <DatePicker label="Responsive (desktop here, mobile on a phone)" defaultValue={VALUE} />
      </Stack>
    </LocalizationProvider>
  );
}
