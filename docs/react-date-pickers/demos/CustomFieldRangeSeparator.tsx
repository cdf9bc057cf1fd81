import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {SingleInputDateRangeField} from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import {DateRangePicker} from '@mui/x-date-pickers-pro/DateRangePicker';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const RANGE: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs(REFERENCE_DAY), dayjs(REFERENCE_DAY).add(9, 'day')];

export default function CustomFieldRangeSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
        <SingleInputDateRangeField label="Field: dateSeparator" dateSeparator="to" defaultValue={RANGE} />
        <DateRangePicker label="Picker: through slotProps.field" defaultValue={RANGE} slotProps={{field: {dateSeparator: '→'}}} />
      </Stack>
    </LocalizationProvider>
  );
}
