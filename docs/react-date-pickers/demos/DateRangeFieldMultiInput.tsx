import * as React from 'react';
import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {MultiInputDateRangeField} from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

export default function DateRangeFieldMultiInput() {
  // Standalone (no picker around it), the field has no id to derive its inputs' ids from: give it one.
  const id = React.useId();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiInputDateRangeField
        defaultValue={[dayjs('2025-03-14'), dayjs('2025-03-28')]}
        // Each text field is told whether it holds the start or the end of the range.
        slotProps={{textField: ({position}) => ({id: `${id}-${position}`, label: position === 'start' ? 'Loan starts' : 'Loan ends'})}}
      />
    </LocalizationProvider>
  );
}
