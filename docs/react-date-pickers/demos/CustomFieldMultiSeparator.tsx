import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {MultiInputDateRangeField} from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const RANGE: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs(REFERENCE_DAY), dayjs(REFERENCE_DAY).add(2, 'day')];

export default function CustomFieldMultiSeparator() {
  // Standalone (no picker around them), the fields have no id to derive their inputs' ids from.
  const id = React.useId();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <MultiInputDateRangeField
          defaultValue={RANGE}
          slotProps={{
            separator: {children: 'to', sx: {color: 'text.secondary'}},
            textField: ({position}) => ({id: `${id}-to-${position}`}),
          }}
        />
        <MultiInputDateRangeField
          defaultValue={RANGE}
          spacing={0.5}
          slotProps={{separator: {children: '→'}, textField: ({position}) => ({id: `${id}-arrow-${position}`})}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
