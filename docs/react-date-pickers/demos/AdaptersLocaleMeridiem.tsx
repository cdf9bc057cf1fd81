import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {TimePicker} from '@mui/x-date-pickers/TimePicker';
import {REFERENCE_DATE_TIME} from '@site/src/demo-data/pickers-feature-dates';

const EVENING = dayjs(REFERENCE_DATE_TIME).hour(19).minute(45);

export default function AdaptersLocaleMeridiem() {
  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        <TimePicker label="en: 12h by default" defaultValue={EVENING} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <TimePicker label="en-gb: 24h by default" defaultValue={EVENING} />
        <TimePicker label="en-gb with ampm" ampm defaultValue={EVENING} />
      </LocalizationProvider>
    </Stack>
  );
}
