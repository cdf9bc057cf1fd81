import * as React from 'react';
import moment from 'moment';
import 'moment/locale/ja';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterMoment} from '@mui/x-date-pickers/AdapterMoment';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {DateField} from '@mui/x-date-pickers/DateField';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// Loading a Moment locale file also makes it Moment's global locale: set the global one back and
// let adapterLocale choose the locale for the pickers only.
moment.locale('en');

export default function AdaptersLocaleMoment() {
  return (
    <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="ja">
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} alignItems="flex-start">
        <DateField label="予約日" defaultValue={moment(REFERENCE_DAY)} />
        <DateCalendar defaultValue={moment(REFERENCE_DAY)} />
      </Stack>
    </LocalizationProvider>
  );
}
