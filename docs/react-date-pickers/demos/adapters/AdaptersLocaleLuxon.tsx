import * as React from 'react';
import {DateTime} from 'luxon';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterLuxon} from '@mui/x-date-pickers/AdapterLuxon';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {DateTimeField} from '@mui/x-date-pickers/DateTimeField';
import {REFERENCE_DATE_TIME} from '@site/src/demo-data/pickers-feature-dates';

// Luxon reads its locale data from the browser's Intl API: a BCP 47 tag is all it needs.
const START = DateTime.fromISO(REFERENCE_DATE_TIME);

export default function AdaptersLocaleLuxon() {
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="es">
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} alignItems="flex-start">
        <DateTimeField label="Salida" defaultValue={START} />
        <DateCalendar defaultValue={START} />
      </Stack>
    </LocalizationProvider>
  );
}
