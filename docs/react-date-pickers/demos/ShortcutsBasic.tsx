import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';
import type {PickersShortcutsItem} from '@mui/x-date-pickers/PickersShortcuts';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// Shortcuts are computed from a fixed day here so the demo never changes; in an app, use dayjs().
const BASE = dayjs(REFERENCE_DAY);

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  {label: 'Tomorrow', getValue: () => BASE.add(1, 'day')},
  {label: 'Next Monday', getValue: () => BASE.add(1, 'week').startOf('week').add(1, 'day')},
  {label: 'In two weeks', getValue: () => BASE.add(2, 'week')},
  {label: 'End of month', getValue: () => BASE.endOf('month')},
  {label: 'Start of next quarter', getValue: () => BASE.month(Math.floor(BASE.month() / 3) * 3 + 3).startOf('month')},
  {label: 'Clear', getValue: () => null},
];

export default function ShortcutsBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker defaultValue={BASE} slotProps={{shortcuts: {items: shortcuts}, actionBar: {actions: ['accept']}}} />
    </LocalizationProvider>
  );
}
