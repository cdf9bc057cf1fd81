import dayjs from 'dayjs';
import type {Dayjs} from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker} from '@mui/x-date-pickers-pro/DateRangePicker';
import type {PickersShortcutsItem} from '@mui/x-date-pickers/PickersShortcuts';
import type {DateRange} from '@mui/x-date-pickers-pro/models';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// Shortcuts computed from the demo's fixed "today" so every reader sees the same ranges.
const TODAY = dayjs(REFERENCE_DAY);
const SHORTCUTS: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {label: 'This week', getValue: () => [TODAY.startOf('week'), TODAY.endOf('week')]},
  {label: 'Last 7 days', getValue: () => [TODAY.subtract(6, 'day'), TODAY]},
  {label: 'This month', getValue: () => [TODAY.startOf('month'), TODAY.endOf('month')]},
  {label: 'Reset', getValue: () => [null, null]},
];

export default function RangePresetShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker referenceDate={TODAY} slotProps={{shortcuts: {items: SHORTCUTS}}} />
    </LocalizationProvider>
  );
}
