import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {DateRange} from '@mui/x-date-pickers-pro/models';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {MultiInputTimeRangeField} from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

export default function TimeRangeFieldMultiInput() {
  // Standalone (no picker around it), the field has no id to derive its inputs' ids from: give it one.
  const id = React.useId();
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2025-03-14T18:00'), dayjs('2025-03-14T21:00')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <MultiInputTimeRangeField
          value={value}
          onChange={setValue}
          slotProps={{textField: ({position}) => ({id: `${id}-${position}`, label: position === 'start' ? 'Doors open' : 'Last entry'})}}
        />
        <Typography variant="body2" data-testid="time-range-field-value">
          {value.map((time) => (time?.isValid() ? time.format('HH:mm') : '--:--')).join(' to ')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
