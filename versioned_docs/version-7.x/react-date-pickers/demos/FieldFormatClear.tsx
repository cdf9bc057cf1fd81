import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField} from '@mui/x-date-pickers/DateField';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// format sets the sections; formatDensity adds spaces around separators; clearable adds a button.
export default function FieldFormatClear() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DateField label="Long format" defaultValue={dayjs(REFERENCE_DAY)} format="dddd D MMMM YYYY" />
        <DateField label="Spacious, clearable" defaultValue={dayjs(REFERENCE_DAY)} format="YYYY/MM/DD" formatDensity="spacious" clearable />
      </Stack>
    </LocalizationProvider>
  );
}
