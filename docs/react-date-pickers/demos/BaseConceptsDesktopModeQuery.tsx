import * as React from 'react';
import dayjs from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

// A media query that always matches, and one that never does.
const ALWAYS_DESKTOP = '@media all';
const NEVER_DESKTOP = '@media not all';

export default function BaseConceptsDesktopModeQuery() {
  const [desktop, setDesktop] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 420}}>
        <FormControlLabel
          control={<Switch checked={desktop} onChange={(event) => setDesktop(event.target.checked)} />}
          label={desktop ? 'Desktop variant forced' : 'Mobile variant forced'}
        />
        <DatePicker label="Open me" defaultValue={dayjs('2025-03-14')} desktopModeMediaQuery={desktop ? ALWAYS_DESKTOP : NEVER_DESKTOP} />
      </Stack>
    </LocalizationProvider>
  );
}
