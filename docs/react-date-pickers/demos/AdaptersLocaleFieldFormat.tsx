import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {DateTimeField} from '@mui/x-date-pickers/DateTimeField';
import {REFERENCE_DATE_TIME} from '@site/src/demo-data/pickers-feature-dates';

const VALUE = dayjs(REFERENCE_DATE_TIME);

// `format` takes the date library's own tokens (here dayjs's). Each token becomes an editable
// section; anything else (spaces, commas, words in brackets) is a fixed separator.
export default function AdaptersLocaleFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} useFlexGap flexWrap="wrap">
        <DatePicker label="YYYY-MM-DD" format="YYYY-MM-DD" defaultValue={VALUE} />
        <DatePicker label="dddd D MMMM" format="dddd D MMMM" defaultValue={VALUE} />
        <DateTimeField label="MMM D, YYYY [at] HH:mm" format="MMM D, YYYY [at] HH:mm" defaultValue={VALUE} />
      </Stack>
    </LocalizationProvider>
  );
}
