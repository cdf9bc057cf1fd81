import * as React from 'react';
import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

export default function AdaptersLocaleToolbarFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs(REFERENCE_DAY)}
        slotProps={{
          toolbar: {toolbarFormat: 'ddd, D MMMM YYYY', toolbarPlaceholder: 'No day yet'},
          actionBar: {actions: ['clear', 'accept']},
        }}
      />
    </LocalizationProvider>
  );
}
