import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField} from '@mui/x-date-pickers/DateField';

// With a format without leading zeros, the field still pads while editing unless told not to.
export default function LocaleZeroPadding() {
  const value = dayjs('2025-04-07');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DateField label="Format M/D/YYYY" defaultValue={value} format="M/D/YYYY" />
        <DateField label="Same, shouldRespectLeadingZeros" defaultValue={value} format="M/D/YYYY" shouldRespectLeadingZeros />
      </Stack>
    </LocalizationProvider>
  );
}
