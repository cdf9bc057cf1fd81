import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {DateRange} from '@mui/x-date-pickers-pro/models';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {MultiInputDateTimeRangeField} from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

export default function DateTimeRangeFieldMultiInput() {
  // Standalone (no picker around it), the field has no id to derive its inputs' ids from: give it one.
  const id = React.useId();
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2025-03-14T22:00'), dayjs('2025-03-15T02:00')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <MultiInputDateTimeRangeField
          value={value}
          onChange={setValue}
          slotProps={{textField: ({position}) => ({id: `${id}-${position}`, label: position === 'start' ? 'Shift starts' : 'Shift ends'})}}
        />
        <Typography variant="body2" data-testid="date-time-range-field-value">
          {value[0]?.isValid() && value[1]?.isValid() ? `${value[1].diff(value[0], 'minute')} minutes` : 'Incomplete'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
