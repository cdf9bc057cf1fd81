import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField} from '@mui/x-date-pickers/DateField';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const DAY = dayjs(REFERENCE_DAY);

export default function FieldsFormatAndEditing() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DateField label="Numeric" defaultValue={DAY} format="DD.MM.YYYY" />
        <DateField label="Month name (type 'j' for June)" defaultValue={DAY} format="D MMMM YYYY" />
        <DateField label="Weekday shown" defaultValue={DAY} format="ddd, MMM D" />
      </Stack>
    </LocalizationProvider>
  );
}
