import * as React from 'react';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField} from '@mui/x-date-pickers/DateField';
import {TimeField} from '@mui/x-date-pickers/TimeField';

// Each placeholder is a function of the section (its format, its digit count or letter form).
const placeholders = {
  fieldYearPlaceholder: (params: {digitAmount: number}) => 'y'.repeat(params.digitAmount),
  fieldMonthPlaceholder: (params: {contentType: string}) => (params.contentType === 'letter' ? 'month' : 'mm'),
  fieldDayPlaceholder: () => 'dd',
  fieldHoursPlaceholder: () => '--',
  fieldMinutesPlaceholder: () => '--',
};

export default function AdaptersLocalePlaceholder() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={placeholders}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DateField label="Numeric month" format="DD/MM/YYYY" />
        <DateField label="Month name" format="D MMMM YYYY" />
        <TimeField label="Time" format="HH:mm" />
      </Stack>
    </LocalizationProvider>
  );
}
