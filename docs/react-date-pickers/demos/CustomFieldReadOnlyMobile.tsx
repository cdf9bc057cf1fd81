import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {MobileDatePicker} from '@mui/x-date-pickers/MobileDatePicker';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// On a phone, typing into sections is slower than tapping days: a read-only field leaves the
// dialog as the only way to edit, while the value stays readable and announced.
export default function CustomFieldReadOnlyMobile() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <MobileDatePicker label="Editable field (default)" defaultValue={dayjs(REFERENCE_DAY)} />
        <MobileDatePicker label="Read-only field" defaultValue={dayjs(REFERENCE_DAY)} slotProps={{field: {readOnly: true}}} />
      </Stack>
    </LocalizationProvider>
  );
}
