import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';
import type {PickersShortcutsItem} from '@mui/x-date-pickers/PickersShortcuts';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const BASE = dayjs(REFERENCE_DAY);

// An `id` identifies the shortcut in onChange without depending on its (translatable) label.
const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  {id: 'plus-1-month', label: 'In one month', getValue: () => BASE.add(1, 'month')},
  {id: 'plus-3-months', label: 'In three months', getValue: () => BASE.add(3, 'month')},
  {id: 'plus-1-year', label: 'In one year', getValue: () => BASE.add(1, 'year')},
];

export default function ShortcutsWhichSelected() {
  const [source, setSource] = React.useState('nothing yet');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <StaticDatePicker
          defaultValue={BASE}
          onChange={(value, context) =>
            setSource(
              context.shortcut
                ? `shortcut "${context.shortcut.label}" (id ${context.shortcut.id})`
                : `the calendar (${value?.format('MMM D, YYYY')})`,
            )
          }
          slotProps={{shortcuts: {items: shortcuts}, actionBar: {actions: []}}}
        />
        <Typography variant="body2" data-testid="shortcut-source">
          Last change came from {source}.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
