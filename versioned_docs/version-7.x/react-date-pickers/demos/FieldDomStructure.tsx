import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField} from '@mui/x-date-pickers/DateField';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// v7 renders one <input> by default; the opt-in structure renders one element per section.
export default function FieldDomStructure() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DateField label="Single <input> (v7 default)" defaultValue={dayjs(REFERENCE_DAY)} />
        <DateField label="One span per section" defaultValue={dayjs(REFERENCE_DAY)} enableAccessibleFieldDOMStructure />
      </Stack>
    </LocalizationProvider>
  );
}
