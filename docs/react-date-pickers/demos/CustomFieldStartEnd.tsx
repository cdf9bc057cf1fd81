import * as React from 'react';
import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {MultiInputDateRangeField} from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// slotProps.textField as a function: its owner state says which end the input is for.
export default function CustomFieldStartEnd() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiInputDateRangeField
        defaultValue={[dayjs(REFERENCE_DAY), dayjs(REFERENCE_DAY).add(14, 'day')]}
        slotProps={{
          textField: ({position}) =>
            position === 'start'
              ? {label: 'Lease starts', color: 'success', focused: true}
              : {label: 'Lease ends', color: 'warning', focused: true, helperText: 'Notice: 30 days'},
        }}
      />
    </LocalizationProvider>
  );
}
