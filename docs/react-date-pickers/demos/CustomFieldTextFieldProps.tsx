import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {DateField} from '@mui/x-date-pickers/DateField';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

export default function CustomFieldTextFieldProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} alignItems="flex-start">
        {/* On a picker, the text field's props go through slotProps.textField. */}
        <DatePicker
          label="Filled, small"
          defaultValue={dayjs(REFERENCE_DAY)}
          slotProps={{textField: {variant: 'filled', size: 'small', helperText: 'MM/DD/YYYY'}}}
        />
        {/* A standalone field takes them directly. */}
        <DateField label="Standard, full width" variant="standard" fullWidth defaultValue={dayjs(REFERENCE_DAY)} sx={{maxWidth: 260}} />
        <DatePicker label="Required" defaultValue={null} slotProps={{textField: {required: true, color: 'secondary', focused: false}}} />
      </Stack>
    </LocalizationProvider>
  );
}
