import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';
import type {PickersShortcutsItem} from '@mui/x-date-pickers/PickersShortcuts';
import {REFERENCE_DAY, isOfficeHoliday} from '@site/src/demo-data/pickers-feature-dates';

const BASE = dayjs(REFERENCE_DAY);
const isClosed = (day: Dayjs) => day.day() === 0 || day.day() === 6 || isOfficeHoliday(day.format('YYYY-MM-DD'));

/** Steps forward from `from` until the picker's own validation accepts the day. */
function firstValid(from: Dayjs, isValid: (value: Dayjs | null) => boolean) {
  let day = from;
  for (let i = 0; i < 60 && !isValid(day); i += 1) day = day.add(1, 'day');
  return day;
}

// getValue receives isValid, which runs every validation prop of the picker (here:
// shouldDisableDate and minDate), so a shortcut can land on the next day that works.
const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  {label: 'Next working day', getValue: ({isValid}) => firstValid(BASE.add(1, 'day'), isValid)},
  {label: 'In a week, or after', getValue: ({isValid}) => firstValid(BASE.add(1, 'week'), isValid)},
  {label: 'First working day of April', getValue: ({isValid}) => firstValid(dayjs('2025-04-01'), isValid)},
];

export default function ShortcutsNextValid() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={BASE}
        minDate={BASE}
        shouldDisableDate={isClosed}
        slotProps={{shortcuts: {items: shortcuts}, actionBar: {actions: []}}}
      />
    </LocalizationProvider>
  );
}
