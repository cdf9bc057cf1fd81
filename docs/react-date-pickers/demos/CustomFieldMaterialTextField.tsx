import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// With enableAccessibleFieldDOMStructure={false} the field renders Material UI's TextField over a
// single <input>: inputProps, a native `placeholder` and input-level styles apply again.
export default function CustomFieldMaterialTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DatePicker label="Sections (default)" defaultValue={dayjs(REFERENCE_DAY)} />
        <DatePicker
          label="One <input>"
          defaultValue={dayjs(REFERENCE_DAY)}
          enableAccessibleFieldDOMStructure={false}
          slotProps={{textField: {inputProps: {'data-testid': 'single-input', style: {letterSpacing: '0.08em'}}}}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
