import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimeField} from '@mui/x-date-pickers/DateTimeField';
import {REFERENCE_DATE_TIME} from '@site/src/demo-data/pickers-feature-dates';

const KEY_EFFECT: Record<string, string> = {
  ArrowUp: 'increments the selected section',
  ArrowDown: 'decrements the selected section',
  PageUp: 'adds 5 to a number section (a larger step)',
  PageDown: 'subtracts 5 from a number section',
  Home: 'sets the section to its smallest value',
  End: 'sets the section to its largest value',
  ArrowLeft: 'selects the previous section',
  ArrowRight: 'selects the next section',
  Backspace: 'empties the selected section',
  Delete: 'empties the selected section',
};

export default function AccessibilityFieldKeyboard() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs(REFERENCE_DATE_TIME));
  const [lastKey, setLastKey] = React.useState<string | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{maxWidth: 420}}>
        <DateTimeField label="Flight departs" value={value} onChange={setValue} onKeyDown={(event) => setLastKey(event.key)} />
        <Typography variant="body2" data-testid="field-key-effect">
          {lastKey
            ? `${lastKey}: ${KEY_EFFECT[lastKey] ?? (/^\d$/.test(lastKey) ? 'types a digit into the section' : 'no special meaning')}`
            : 'Tab into the field and press Arrow, Page or Home/End keys, or type digits.'}
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          Value: {value?.isValid() ? value.format('dddd, MMMM D, YYYY h:mm A') : 'incomplete'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
