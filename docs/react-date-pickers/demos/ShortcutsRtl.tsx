import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import 'dayjs/locale/ar';
import createCache from '@emotion/cache';
import {CacheProvider} from '@emotion/react';
import rtlPlugin from 'stylis-plugin-rtl';
import {ThemeProvider, type Theme} from '@mui/material/styles';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';
import type {PickersShortcutsItem} from '@mui/x-date-pickers/PickersShortcuts';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

const BASE = dayjs(REFERENCE_DAY);
// Styles written for the left-to-right page are flipped by this emotion cache.
const rtlCache = createCache({key: 'pickers-rtl', stylisPlugins: [rtlPlugin]});

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  {label: 'غدًا', getValue: () => BASE.add(1, 'day')},
  {label: 'الأسبوع القادم', getValue: () => BASE.add(1, 'week')},
  {label: 'الشهر القادم', getValue: () => BASE.add(1, 'month')},
];

// The page's theme, turned right-to-left for this demo only.
export default function ShortcutsRtl() {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={(outer: Theme) => ({...outer, direction: 'rtl' as const})}>
        <div dir="rtl">
          <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ar">
            <StaticDatePicker defaultValue={BASE} slotProps={{shortcuts: {items: shortcuts}, actionBar: {actions: []}}} />
          </LocalizationProvider>
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}
