import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField} from '@mui/x-date-pickers/DateField';
import {TimeField} from '@mui/x-date-pickers/TimeField';

const VALUE = dayjs('2025-03-04T07:05');

export default function AdaptersLocaleLeadingZeros() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
          <DateField label="M/D/YYYY, zeros added" format="M/D/YYYY" defaultValue={VALUE} />
          <DateField label="M/D/YYYY, zeros respected" format="M/D/YYYY" defaultValue={VALUE} shouldRespectLeadingZeros />
        </Stack>
        <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
          <TimeField label="H:mm, zeros added" format="H:mm" defaultValue={VALUE} />
          <TimeField label="H:mm, zeros respected" format="H:mm" defaultValue={VALUE} shouldRespectLeadingZeros />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
