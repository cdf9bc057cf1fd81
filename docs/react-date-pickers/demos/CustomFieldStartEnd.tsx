import * as React from 'react';
import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {MultiInputDateRangeField} from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// slotProps.textField as a function: its owner state says which end the input is for.
// Standalone (no picker around it), the field has no id to derive its inputs' ids from: give it one.
// Label colours: 'success' and 'secondary' reach WCAG AA contrast in both modes ('warning' does not in light).
export default function CustomFieldStartEnd() {
  const id = React.useId();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiInputDateRangeField
        defaultValue={[dayjs(REFERENCE_DAY), dayjs(REFERENCE_DAY).add(14, 'day')]}
        slotProps={{
          textField: ({position}) =>
            position === 'start'
              ? {id: `${id}-start`, label: 'Lease starts', color: 'success', focused: true}
              : {id: `${id}-end`, label: 'Lease ends', color: 'secondary', focused: true, helperText: 'Notice: 30 days'},
        }}
      />
    </LocalizationProvider>
  );
}
