import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

export default function OpeningButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DatePicker
          label="Coloured button"
          defaultValue={dayjs(REFERENCE_DAY)}
          slotProps={{openPickerButton: {color: 'secondary'}, openPickerIcon: {fontSize: 'small'}}}
        />
        <DatePicker
          label="Button with a tooltip text"
          defaultValue={dayjs(REFERENCE_DAY)}
          slotProps={{openPickerButton: {title: 'Open the calendar (Alt+↓ also works in a field)', size: 'small'}}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
