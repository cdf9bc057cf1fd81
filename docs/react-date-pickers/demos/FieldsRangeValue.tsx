import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {SingleInputDateRangeField} from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import {SingleInputTimeRangeField} from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import {SingleInputDateTimeRangeField} from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import {MultiInputDateRangeField} from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import {REFERENCE_DATE_TIME} from '@site/src/demo-data/pickers-feature-dates';

const CHECK_IN = dayjs(REFERENCE_DATE_TIME).hour(15).minute(0);

export default function FieldsRangeValue() {
  // Standalone (no picker around it), the field has no id to derive its inputs' ids from: give it one.
  const id = React.useId();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 520}}>
        <SingleInputDateRangeField label="Stay" defaultValue={[CHECK_IN, CHECK_IN.add(4, 'day')]} />
        <SingleInputTimeRangeField label="Opening hours" defaultValue={[CHECK_IN.hour(9), CHECK_IN.hour(17).minute(30)]} />
        <SingleInputDateTimeRangeField label="Room booked" defaultValue={[CHECK_IN, CHECK_IN.add(4, 'day').hour(11)]} />
        <MultiInputDateRangeField
          defaultValue={[CHECK_IN, CHECK_IN.add(4, 'day')]}
          slotProps={{textField: ({position}) => ({id: `${id}-${position}`, label: position === 'start' ? 'Arrival' : 'Departure'})}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
