import * as React from 'react';
import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// localeText on one component overrides only the keys it names; every other text keeps the
// translation coming from the theme or from a LocalizationProvider above.
export default function LocalizationLocalText() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs(REFERENCE_DAY)}
        localeText={{toolbarTitle: 'Choose your arrival', okButtonLabel: 'Book it', cancelButtonLabel: 'Not now'}}
      />
    </LocalizationProvider>
  );
}
