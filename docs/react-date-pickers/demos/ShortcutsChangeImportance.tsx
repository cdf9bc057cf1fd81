import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import type {PickerChangeImportance} from '@mui/x-date-pickers/models';
import type {PickersShortcutsItem} from '@mui/x-date-pickers/PickersShortcuts';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const BASE = dayjs(REFERENCE_DAY);

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  {label: 'Next week', getValue: () => BASE.add(1, 'week')},
  {label: 'Next month', getValue: () => BASE.add(1, 'month')},
];

export default function ShortcutsChangeImportance() {
  const [importance, setImportance] = React.useState<PickerChangeImportance>('accept');
  const [accepted, setAccepted] = React.useState('none');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 360}}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={importance}
          onChange={(_, next: PickerChangeImportance | null) => next && setImportance(next)}
          aria-label="Shortcut behaviour"
        >
          <ToggleButton value="accept">accept: close</ToggleButton>
          <ToggleButton value="set">set: stay open</ToggleButton>
        </ToggleButtonGroup>
        <DatePicker
          label="Follow-up"
          defaultValue={BASE}
          onAccept={(value) => setAccepted(value?.format('MMM D, YYYY') ?? 'null')}
          slotProps={{shortcuts: {items: shortcuts, changeImportance: importance}}}
        />
        <Typography variant="body2" data-testid="accepted-value">
          Last accepted value: {accepted}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
