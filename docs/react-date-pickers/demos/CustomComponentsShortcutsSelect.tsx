import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';
import type {PickersShortcutsItem, PickersShortcutsProps} from '@mui/x-date-pickers/PickersShortcuts';
import {useIsValidValue, usePickerContext} from '@mui/x-date-pickers/hooks';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const BASE = dayjs(REFERENCE_DAY);

/** The shortcuts slot as a select under the calendar, for layouts too narrow for a side list. */
function SelectShortcuts(props: PickersShortcutsProps<Dayjs | null>) {
  const {items = [], changeImportance = 'set'} = props;
  const {setValue} = usePickerContext<Dayjs | null>();
  const isValid = useIsValidValue<Dayjs | null>();

  return (
    <Box sx={{gridColumn: '1 / 4', gridRow: 3, px: 3, pb: 2}}>
      <TextField
        select
        size="small"
        fullWidth
        label="Quick pick"
        value=""
        onChange={(event) => {
          const item = items.find((shortcut) => shortcut.label === event.target.value);
          if (item) setValue(item.getValue({isValid}), {changeImportance, shortcut: item});
        }}
      >
        {items.map((item) => (
          <MenuItem key={item.label} value={item.label} disabled={!isValid(item.getValue({isValid}))}>
            {item.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  {label: 'Payday (25th)', getValue: () => BASE.date(25)},
  {label: 'Quarter end', getValue: () => BASE.endOf('month').month(2)},
  {label: 'Year end', getValue: () => BASE.endOf('year')},
];

export default function CustomComponentsShortcutsSelect() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={BASE}
        orientation="portrait"
        slots={{shortcuts: SelectShortcuts}}
        slotProps={{shortcuts: {items: shortcuts}, actionBar: {actions: []}}}
      />
    </LocalizationProvider>
  );
}
