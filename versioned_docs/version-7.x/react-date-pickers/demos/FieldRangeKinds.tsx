import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {SingleInputDateRangeField} from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import {MultiInputDateRangeField} from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const SPRINT = [dayjs(REFERENCE_DAY), dayjs(REFERENCE_DAY).add(13, 'day')] as const;

// Pro range fields: both ends in one input, or one input per end.
export default function FieldRangeKinds() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <SingleInputDateRangeField label="Sprint" defaultValue={[...SPRINT]} sx={{maxWidth: 320}} />
        <MultiInputDateRangeField
          defaultValue={[...SPRINT]}
          slotProps={{textField: ({position}) => ({label: position === 'start' ? 'Sprint start' : 'Sprint end'})}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
