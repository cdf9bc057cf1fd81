import * as React from 'react';
import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';
import {pickersLayoutClasses} from '@mui/x-date-pickers/PickersLayout';
import type {PickersShortcutsItem} from '@mui/x-date-pickers/PickersShortcuts';
import type {Dayjs} from 'dayjs';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const BASE = dayjs(REFERENCE_DAY);
const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  {label: 'Next week', getValue: () => BASE.add(1, 'week')},
  {label: 'Next month', getValue: () => BASE.add(1, 'month')},
];

// The layout root is a CSS grid. Its areas can be moved by grid row and column: here the action
// bar goes to the top, the shortcuts become a row under it, and the toolbar moves to the bottom.
export default function CustomLayoutCss() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={BASE}
        orientation="portrait"
        slotProps={{
          shortcuts: {items: shortcuts},
          actionBar: {actions: ['clear', 'accept']},
          layout: {
            sx: {
              [`.${pickersLayoutClasses.actionBar}`]: {gridColumn: 1, gridRow: 1, justifyContent: 'flex-start'},
              [`.${pickersLayoutClasses.shortcuts}`]: {gridColumn: 1, gridRow: 2, display: 'flex', maxWidth: 'none', py: 0},
              [`.${pickersLayoutClasses.contentWrapper}`]: {gridColumn: 1, gridRow: 3},
              [`.${pickersLayoutClasses.toolbar}`]: {gridColumn: 1, gridRow: 4, bgcolor: 'action.hover'},
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
