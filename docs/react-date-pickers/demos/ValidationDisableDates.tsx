import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {REFERENCE_DAY, isOfficeHoliday} from '@site/src/demo-data/pickers-feature-dates';

export default function ValidationDisableDates() {
  const [holidays, setHolidays] = React.useState(true);

  const shouldDisableDate = React.useCallback(
    (day: Dayjs) => day.day() === 0 || day.day() === 6 || (holidays && isOfficeHoliday(day.format('YYYY-MM-DD'))),
    [holidays],
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start'}}>
        <DateCalendar referenceDate={dayjs(REFERENCE_DAY)} shouldDisableDate={shouldDisableDate} />
        <Stack spacing={2} sx={{pt: 2}}>
          <FormControlLabel
            control={<Switch checked={holidays} onChange={(event) => setHolidays(event.target.checked)} />}
            label="Also block office holidays"
          />
          <DatePicker label="Meeting day" defaultValue={dayjs('2025-03-17')} shouldDisableDate={shouldDisableDate} />
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
