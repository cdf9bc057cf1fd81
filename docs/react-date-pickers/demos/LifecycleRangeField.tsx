import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {MultiInputDateRangeField} from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type {DateRange} from '@mui/x-date-pickers-pro/models';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const show = (value: Dayjs | null) => (value === null ? 'null' : value.isValid() ? value.format('MM/DD') : 'Invalid');

export default function LifecycleRangeField() {
  const [calls, setCalls] = React.useState<string[]>([]);

  const handleChange = (value: DateRange<Dayjs>) =>
    setCalls((prev) => [...prev.slice(-3), `onChange([${show(value[0])}, ${show(value[1])}])`]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{maxWidth: 520}}>
        <MultiInputDateRangeField defaultValue={[dayjs(REFERENCE_DAY), dayjs(REFERENCE_DAY).add(3, 'day')]} onChange={handleChange} />
        <Typography variant="body2" component="div" data-testid="range-field-calls">
          {calls.length === 0 ? 'Edit either date: each keystroke that changes the range calls onChange with both ends.' : null}
          {calls.map((call, index) => (
            <div key={index}>
              <code>{call}</code>
            </div>
          ))}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
