import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// disabled: nothing can be focused or opened. readOnly: the value can be read and copied, not changed.
export default function DateOnlyFormStates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DatePicker label="Contract start (disabled)" defaultValue={dayjs(REFERENCE_DAY)} disabled />
        <DatePicker label="Signed on (read-only)" defaultValue={dayjs(REFERENCE_DAY)} readOnly />
      </Stack>
    </LocalizationProvider>
  );
}
