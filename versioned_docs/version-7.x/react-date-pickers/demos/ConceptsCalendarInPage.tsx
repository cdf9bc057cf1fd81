import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {DigitalClock} from '@mui/x-date-pickers/DigitalClock';
import {REFERENCE_DATE_TIME} from '@site/src/demo-data/pickers-feature-dates';

// The views of a picker are components of their own: a calendar and a list of times, side by side.
export default function ConceptsCalendarInPage() {
  const [meeting, setMeeting] = React.useState<Dayjs | null>(dayjs(REFERENCE_DATE_TIME));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: 'flex-start'}}>
        <DateCalendar value={meeting} onChange={setMeeting} />
        <DigitalClock value={meeting} onChange={setMeeting} timeStep={30} sx={{maxHeight: 320}} />
      </Stack>
    </LocalizationProvider>
  );
}
