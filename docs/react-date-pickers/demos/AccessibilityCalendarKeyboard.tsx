import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateCalendar} from '@mui/x-date-pickers/DateCalendar';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const MOVES: Record<string, string> = {
  ArrowLeft: 'one day back',
  ArrowRight: 'one day forward',
  ArrowUp: 'one week back',
  ArrowDown: 'one week forward',
  Home: 'to the start of the week',
  End: 'to the end of the week',
  PageUp: 'one month forward',
  PageDown: 'one month back',
};

export default function AccessibilityCalendarKeyboard() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs(REFERENCE_DAY));
  const [focused, setFocused] = React.useState<string>('');

  // Each day button carries its time stamp; reading the focused one shows where the keys moved.
  const handleKeyUp = (event: React.KeyboardEvent) => {
    const stamp = (event.target as HTMLElement).dataset.timestamp;
    const move = MOVES[event.key];
    if (stamp) setFocused(`${dayjs(Number(stamp)).format('ddd MMM D, YYYY')}${move ? ` (${event.key}: ${move})` : ''}`);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start'}} onKeyUp={handleKeyUp}>
        <DateCalendar value={value} onChange={setValue} />
        <Box sx={{pt: 2, maxWidth: 260}}>
          <Typography variant="body2" data-testid="calendar-focus">
            Focused day: {focused || 'tab to the grid of days, then use the arrows'}
          </Typography>
          <Typography variant="body2" sx={{mt: 1}}>
            Selected: {value?.format('MMMM D, YYYY') ?? 'none'} (Enter or Space selects)
          </Typography>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
