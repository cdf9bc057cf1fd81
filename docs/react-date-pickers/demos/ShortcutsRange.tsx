import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {StaticDateRangePicker} from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type {PickersShortcutsItem} from '@mui/x-date-pickers/PickersShortcuts';
import type {DateRange} from '@mui/x-date-pickers-pro/models';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const BASE = dayjs(REFERENCE_DAY);

const shortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {label: 'This week', getValue: () => [BASE.startOf('week'), BASE.endOf('week')]},
  {label: 'Last week', getValue: () => [BASE.subtract(1, 'week').startOf('week'), BASE.subtract(1, 'week').endOf('week')]},
  {label: 'Last 7 days', getValue: () => [BASE.subtract(6, 'day'), BASE]},
  {label: 'This month', getValue: () => [BASE.startOf('month'), BASE.endOf('month')]},
  {label: 'Next month', getValue: () => [BASE.add(1, 'month').startOf('month'), BASE.add(1, 'month').endOf('month')]},
  {label: 'Reset', getValue: () => [null, null]},
];

export default function ShortcutsRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker calendars={1} referenceDate={BASE} slotProps={{shortcuts: {items: shortcuts}, actionBar: {actions: []}}} />
    </LocalizationProvider>
  );
}
