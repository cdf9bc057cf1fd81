import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {MobileDatePicker} from '@mui/x-date-pickers/MobileDatePicker';
import {DesktopDatePicker} from '@mui/x-date-pickers/DesktopDatePicker';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

export default function AccessibilityMobileDialog() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        {/* The button opens a modal dialog that traps focus until it closes. */}
        <MobileDatePicker label="Dialog (mobile)" defaultValue={dayjs(REFERENCE_DAY)} />
        {/* On desktop the same button opens a popover. */}
        <DesktopDatePicker label="Popover (desktop)" defaultValue={dayjs(REFERENCE_DAY)} />
      </Stack>
    </LocalizationProvider>
  );
}
