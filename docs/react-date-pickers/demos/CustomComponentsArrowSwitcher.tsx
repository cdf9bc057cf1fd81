import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {TimeClock} from '@mui/x-date-pickers/TimeClock';
import {REFERENCE_DATE_TIME} from '@site/src/demo-data/pickers-feature-dates';

export default function CustomComponentsArrowSwitcher() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', md: 'row'}} spacing={1}>
        <DateCalendar
          defaultValue={dayjs(REFERENCE_DATE_TIME)}
          slots={{leftArrowIcon: ArrowBackIcon, rightArrowIcon: ArrowForwardIcon, switchViewIcon: UnfoldMoreIcon}}
          slotProps={{previousIconButton: {size: 'small'}, nextIconButton: {size: 'small'}}}
        />
        {/* The clock's arrows switch between hours and minutes. */}
        <TimeClock defaultValue={dayjs(REFERENCE_DATE_TIME)} slots={{leftArrowIcon: ArrowBackIcon, rightArrowIcon: ArrowForwardIcon}} />
      </Stack>
    </LocalizationProvider>
  );
}
