import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField} from '@mui/x-date-pickers/DateField';
import {TimeField} from '@mui/x-date-pickers/TimeField';
import {DateTimeField} from '@mui/x-date-pickers/DateTimeField';
import {REFERENCE_DATE_TIME} from '@site/src/demo-data/pickers-feature-dates';

const START = dayjs(REFERENCE_DATE_TIME);

export default function FieldsSingleValue() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DateField label="Delivery day" defaultValue={START} />
        <TimeField label="Delivery slot" defaultValue={START} />
        <DateTimeField label="Courier arrives" defaultValue={START.add(2, 'hour')} />
      </Stack>
    </LocalizationProvider>
  );
}
