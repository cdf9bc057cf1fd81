import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';
import {usePickerContext, useIsValidValue} from '@mui/x-date-pickers/hooks';
import type {PickersShortcutsItem, PickersShortcutsProps} from '@mui/x-date-pickers/PickersShortcuts';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const BASE = dayjs(REFERENCE_DAY);

/** The shortcuts as a row of chips above the calendar instead of the default list beside it. */
function ChipShortcuts(props: PickersShortcutsProps<Dayjs | null>) {
  const {items = [], changeImportance = 'accept'} = props;
  const {setValue} = usePickerContext<Dayjs | null>();
  const isValid = useIsValidValue<Dayjs | null>();

  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{gridRow: 1, gridColumn: '1 / 4', px: 2, pt: 2}}>
      {items.map((item) => {
        const value = item.getValue({isValid});
        return (
          <Chip
            key={item.label}
            label={item.label}
            clickable
            disabled={!isValid(value)}
            onClick={() => setValue(value, {changeImportance, shortcut: item})}
          />
        );
      })}
    </Stack>
  );
}

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  {label: '+1 day', getValue: () => BASE.add(1, 'day')},
  {label: '+1 week', getValue: () => BASE.add(1, 'week')},
  {label: '+30 days', getValue: () => BASE.add(30, 'day')},
  {label: '+1 year', getValue: () => BASE.add(1, 'year')},
];

export default function ShortcutsCustomList() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={BASE}
        maxDate={BASE.add(6, 'month')}
        slots={{shortcuts: ChipShortcuts}}
        slotProps={{shortcuts: {items: shortcuts, changeImportance: 'set'}, toolbar: {hidden: true}, actionBar: {actions: []}}}
      />
    </LocalizationProvider>
  );
}
