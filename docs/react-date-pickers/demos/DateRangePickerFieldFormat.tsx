import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker} from '@mui/x-date-pickers-pro/DateRangePicker';

const FESTIVAL = [dayjs('2025-07-03'), dayjs('2025-07-06')] as const;

export default function DateRangePickerFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateRangePicker
          label="Festival (short format, arrow separator)"
          defaultValue={[FESTIVAL[0], FESTIVAL[1]]}
          format="ddd D MMM"
          slotProps={{field: {dateSeparator: '→'}}}
        />
        <DateRangePicker
          label="Clearable, full width"
          defaultValue={[FESTIVAL[0], FESTIVAL[1]]}
          slotProps={{field: {clearable: true}, textField: {fullWidth: true}}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
