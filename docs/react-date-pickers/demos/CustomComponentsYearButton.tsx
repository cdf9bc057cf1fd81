import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {YearCalendar} from '@mui/x-date-pickers/YearCalendar';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

/** A year button that marks years ending in 0 (the decades) with an underline. */
function DecadeYearButton(props: React.ButtonHTMLAttributes<HTMLButtonElement> & {ownerState?: unknown}) {
  const {ownerState, children, ...other} = props;
  const decade = String(children).endsWith('0');
  return (
    <button
      type="button"
      {...other}
      style={{
        ...other.style,
        textDecoration: decade ? 'underline' : undefined,
        fontWeight: decade ? 700 : undefined,
      }}
    >
      {children}
    </button>
  );
}

export default function CustomComponentsYearButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
        {/* Slot props style the default button; the owner state says whether it is selected. */}
        <YearCalendar
          defaultValue={dayjs(REFERENCE_DAY)}
          minDate={dayjs('2015-01-01')}
          maxDate={dayjs('2034-12-31')}
          slotProps={{yearButton: ({isYearSelected}) => ({sx: {borderRadius: 1, fontWeight: isYearSelected ? 700 : 400}})}}
          sx={{height: 260}}
        />
        <YearCalendar
          defaultValue={dayjs(REFERENCE_DAY)}
          minDate={dayjs('2015-01-01')}
          maxDate={dayjs('2034-12-31')}
          yearsPerRow={4}
          slots={{yearButton: DecadeYearButton}}
          sx={{height: 260}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
