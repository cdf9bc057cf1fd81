import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

export default function CustomComponentsToolbarProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={3} alignItems="flex-start">
        <StaticDatePicker
          defaultValue={dayjs(REFERENCE_DAY)}
          slotProps={{toolbar: {toolbarFormat: 'MMMM D', sx: {bgcolor: 'action.hover'}}, actionBar: {actions: []}}}
        />
        <StaticDatePicker defaultValue={dayjs(REFERENCE_DAY)} slotProps={{toolbar: {hidden: true}, actionBar: {actions: []}}} />
      </Stack>
    </LocalizationProvider>
  );
}
