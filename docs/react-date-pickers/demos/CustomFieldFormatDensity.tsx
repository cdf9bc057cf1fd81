import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField} from '@mui/x-date-pickers/DateField';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

export default function CustomFieldFormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DateField label="dense (default): 03/14/2025" defaultValue={dayjs(REFERENCE_DAY)} formatDensity="dense" />
        <DateField label="spacious: 03 / 14 / 2025" defaultValue={dayjs(REFERENCE_DAY)} formatDensity="spacious" />
      </Stack>
    </LocalizationProvider>
  );
}
