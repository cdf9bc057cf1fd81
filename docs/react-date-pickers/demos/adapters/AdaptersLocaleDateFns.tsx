import * as React from 'react';
import {fr} from 'date-fns/locale/fr';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDateFns} from '@mui/x-date-pickers/AdapterDateFns';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {DateField} from '@mui/x-date-pickers/DateField';

// date-fns works with plain Date objects; a locale is an imported object, not a string.
const DAY = new Date(2025, 2, 14);

export default function AdaptersLocaleDateFns() {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={fr}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} alignItems="flex-start">
        <DateField label="Date de livraison" defaultValue={DAY} />
        <DateCalendar defaultValue={DAY} />
      </Stack>
    </LocalizationProvider>
  );
}
