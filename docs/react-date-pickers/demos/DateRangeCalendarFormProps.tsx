import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangeCalendar} from '@mui/x-date-pickers-pro/DateRangeCalendar';

type Mode = 'editable' | 'readOnly' | 'disabled';

export default function DateRangeCalendarFormProps() {
  const [mode, setMode] = React.useState<Mode>('disabled');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2}}>
        <RadioGroup aria-label="Calendar state" value={mode} onChange={(event) => setMode(event.target.value as Mode)}>
          <FormControlLabel value="editable" control={<Radio />} label="Editable" />
          <FormControlLabel value="readOnly" control={<Radio />} label="readOnly" />
          <FormControlLabel value="disabled" control={<Radio />} label="disabled" />
        </RadioGroup>
        <DateRangeCalendar
          calendars={1}
          defaultValue={[dayjs('2025-03-03'), dayjs('2025-03-07')]}
          readOnly={mode === 'readOnly'}
          disabled={mode === 'disabled'}
        />
      </Box>
    </LocalizationProvider>
  );
}
