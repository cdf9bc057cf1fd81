import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';
import type {DatePickerToolbarProps} from '@mui/x-date-pickers/DatePicker';
import {usePickerAdapter, usePickerContext} from '@mui/x-date-pickers/hooks';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

/**
 * The adapter is the pickers' own date API: formatting, week numbers, comparisons. A slot that
 * uses it (instead of importing dayjs) works with whichever date library the app chose.
 */
function WeekToolbar(props: DatePickerToolbarProps) {
  const adapter = usePickerAdapter();
  const {value} = usePickerContext();

  return (
    <Box className={props.className} sx={{gridColumn: '1 / 4', gridRow: 1, p: 2}}>
      <Typography variant="overline">Sprint week</Typography>
      <Typography variant="h5" data-testid="adapter-toolbar">
        {value && adapter.isValid(value) ? `Week ${adapter.getWeekNumber(value)} · ${adapter.format(value, 'weekday')}` : 'No day'}
      </Typography>
      <Typography variant="caption">date library: {adapter.lib}</Typography>
    </Box>
  );
}

export default function CustomComponentsAdapter() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs(REFERENCE_DAY)}
        displayWeekNumber
        slots={{toolbar: WeekToolbar}}
        slotProps={{actionBar: {actions: []}}}
      />
    </LocalizationProvider>
  );
}
