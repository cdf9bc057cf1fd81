import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';
import type {DatePickerToolbarProps} from '@mui/x-date-pickers/DatePicker';
import {usePickerContext} from '@mui/x-date-pickers/hooks';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

/** A toolbar that counts the nights until the chosen day. */
function NightsToolbar(props: DatePickerToolbarProps) {
  const {value} = usePickerContext<Dayjs | null>();
  const nights = value ? value.diff(dayjs(REFERENCE_DAY), 'day') : null;

  return (
    <Box className={props.className} sx={{gridColumn: '1 / 4', gridRow: 1, p: 2, bgcolor: 'primary.main', color: 'primary.contrastText'}}>
      <Typography variant="overline">Check-out</Typography>
      <Typography variant="h5">{value ? value.format('ddd, MMM D') : 'Pick a day'}</Typography>
      <Typography variant="body2">
        {nights !== null && nights > 0 ? `${nights} night${nights === 1 ? '' : 's'} from March 14` : 'Same-day stays are not offered'}
      </Typography>
    </Box>
  );
}

export default function CustomComponentsToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs(REFERENCE_DAY).add(3, 'day')}
        minDate={dayjs(REFERENCE_DAY).add(1, 'day')}
        slots={{toolbar: NightsToolbar}}
        slotProps={{actionBar: {actions: []}}}
      />
    </LocalizationProvider>
  );
}
