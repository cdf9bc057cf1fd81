import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';

type Mode = 'editable' | 'readOnly' | 'disabled';

export default function DateCalendarFormProps() {
  const [mode, setMode] = React.useState<Mode>('readOnly');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2}}>
        <RadioGroup aria-label="Calendar state" value={mode} onChange={(event) => setMode(event.target.value as Mode)}>
          <FormControlLabel value="editable" control={<Radio />} label="Editable" />
          <FormControlLabel value="readOnly" control={<Radio />} label="readOnly" />
          <FormControlLabel value="disabled" control={<Radio />} label="disabled" />
        </RadioGroup>
        <DateCalendar defaultValue={dayjs('2025-03-14')} readOnly={mode === 'readOnly'} disabled={mode === 'disabled'} />
      </Box>
    </LocalizationProvider>
  );
}
