import dayjs, {type Dayjs} from 'dayjs';
import type {PickersShortcutsItem} from '@mui/x-date-pickers/PickersShortcuts';
import type {DateRange} from '@mui/x-date-pickers-pro/models';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {DateRangePicker} from '@mui/x-date-pickers-pro/DateRangePicker';

// Shortcuts are computed from a fixed "today" so the demo gives the same ranges every day.
const TODAY = dayjs('2025-03-14');

const shortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {label: 'This week', getValue: () => [TODAY.startOf('week'), TODAY.endOf('week')]},
  {label: 'Last 7 days', getValue: () => [TODAY.subtract(6, 'day'), TODAY]},
  {label: 'Next 30 days', getValue: () => [TODAY, TODAY.add(29, 'day')]},
  {label: 'This month', getValue: () => [TODAY.startOf('month'), TODAY.endOf('month')]},
  {
    label: 'Last month',
    getValue: () => [TODAY.subtract(1, 'month').startOf('month'), TODAY.subtract(1, 'month').endOf('month')],
  },
  {label: 'Reset', getValue: () => [null, null]},
];

export default function DateRangePickerShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Report period"
        sx={{width: '100%', maxWidth: 360}}
        referenceDate={TODAY}
        slotProps={{shortcuts: {items: shortcuts}, actionBar: {actions: []}}}
      />
    </LocalizationProvider>
  );
}
