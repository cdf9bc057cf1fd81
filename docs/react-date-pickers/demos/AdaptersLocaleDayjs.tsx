import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {DateField} from '@mui/x-date-pickers/DateField';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// Importing 'dayjs/locale/de' registers the locale; adapterLocale picks it by name.
const LOCALES = ['en', 'de', 'fr'] as const;

export default function AdaptersLocaleDayjs() {
  const [locale, setLocale] = React.useState<(typeof LOCALES)[number]>('de');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} alignItems="flex-start">
        <Stack spacing={2}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={locale}
            onChange={(_, next) => next && setLocale(next)}
            aria-label="dayjs locale"
          >
            {LOCALES.map((code) => (
              <ToggleButton key={code} value={code}>
                {code}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <DateField label="Datum / Date" defaultValue={dayjs(REFERENCE_DAY)} />
        </Stack>
        <DateCalendar defaultValue={dayjs(REFERENCE_DAY)} />
      </Stack>
    </LocalizationProvider>
  );
}
