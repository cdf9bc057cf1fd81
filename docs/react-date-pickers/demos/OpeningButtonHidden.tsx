import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

export default function OpeningButtonHidden() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        {/* No button: the field is still typed into; the calendar cannot be opened. */}
        <DatePicker label="disableOpenPicker" defaultValue={dayjs(REFERENCE_DAY)} disableOpenPicker />
        {/* The button stays but cannot be used while the picker is read-only. */}
        <DatePicker label="readOnly" defaultValue={dayjs(REFERENCE_DAY)} readOnly />
      </Stack>
    </LocalizationProvider>
  );
}
