import * as React from 'react';
import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker} from '@mui/x-date-pickers-pro/DateRangePicker';
import {MultiInputDateRangeField} from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// Range pickers use one input by default; passing the multi-input field gives one per end.
export default function CustomFieldMultiInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs(REFERENCE_DAY), dayjs(REFERENCE_DAY).add(5, 'day')]}
        slots={{field: MultiInputDateRangeField}}
        localeText={{start: 'Departure', end: 'Return'}}
      />
    </LocalizationProvider>
  );
}
