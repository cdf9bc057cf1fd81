import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

export default function CustomComponentsActionBarActions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={3} alignItems="flex-start">
        {/* The buttons come in the order the array lists them. */}
        <StaticDatePicker defaultValue={dayjs(REFERENCE_DAY)} slotProps={{actionBar: {actions: ['clear', 'today', 'cancel', 'accept']}}} />
        {/* A function of the picker's state (its variant, its view ...) decides per case. */}
        <DatePicker
          label="Actions by variant"
          defaultValue={dayjs(REFERENCE_DAY)}
          slotProps={{actionBar: ({pickerVariant}) => ({actions: pickerVariant === 'desktop' ? ['clear'] : ['clear', 'cancel', 'accept']})}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
