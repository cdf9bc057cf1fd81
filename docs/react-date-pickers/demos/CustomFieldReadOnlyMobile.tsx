import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {MobileDatePicker} from '@mui/x-date-pickers/MobileDatePicker';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// On touch devices the field is read-only by default (the dialog is the way to edit). The field's
// readOnly prop, set from the picker's variant, does the same for desktop when you want it.
export default function CustomFieldReadOnlyMobile() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <MobileDatePicker label="Mobile: read-only field" defaultValue={dayjs(REFERENCE_DAY)} />
        <DatePicker
          label="Read-only on every device"
          defaultValue={dayjs(REFERENCE_DAY)}
          slotProps={{field: {readOnly: true}}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
