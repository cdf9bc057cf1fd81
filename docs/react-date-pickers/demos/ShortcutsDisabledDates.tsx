import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';
import type {PickersShortcutsItem} from '@mui/x-date-pickers/PickersShortcuts';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const BASE = dayjs(REFERENCE_DAY); // a Friday

// A shortcut whose value the picker would reject is shown disabled.
const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  {label: 'Tomorrow (Saturday)', getValue: () => BASE.add(1, 'day')},
  {label: 'Next Monday', getValue: () => BASE.add(3, 'day')},
  {label: 'Last Friday (before minDate)', getValue: () => BASE.subtract(7, 'day')},
  {label: 'Next Friday', getValue: () => BASE.add(7, 'day')},
];

export default function ShortcutsDisabledDates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={BASE}
        minDate={BASE}
        shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
        slotProps={{shortcuts: {items: shortcuts}, actionBar: {actions: []}}}
      />
    </LocalizationProvider>
  );
}
