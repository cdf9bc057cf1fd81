import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {DateTimePicker} from '@mui/x-date-pickers/DateTimePicker';
import {REFERENCE_DATE_TIME} from '@site/src/demo-data/pickers-feature-dates';

export default function OpeningButtonStart() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DatePicker
          label="Button at the start"
          defaultValue={dayjs(REFERENCE_DATE_TIME)}
          slotProps={{field: {openPickerButtonPosition: 'start'}}}
        />
        <DateTimePicker
          label="Start, with clear button at the end"
          defaultValue={dayjs(REFERENCE_DATE_TIME)}
          slotProps={{field: {openPickerButtonPosition: 'start', clearable: true, clearButtonPosition: 'end'}}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
