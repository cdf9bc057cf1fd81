/**
 * Chinese for demos, from the packages' own locales: Material UI's (pagination, dialogs ...), the
 * Data Grid's (menus, toolbar, filter panel ...) and the pickers' (field placeholders, toolbar,
 * action bar) through the theme, and `zh-cn` as every LocalizationProvider's default
 * `adapterLocale`, for month and weekday names (dayjs's, loaded here; Luxon reads the code too).
 * A date-fns adapter needs a locale object instead: demos with one pass `adapterLocale` themselves
 * (tests/unit/__tests__/demo-adapters.test.ts). Charts 8.15.0 and the Tree View ship no Chinese
 * locale text; their few built-in strings stay English.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import {zhCN as materialZhCN} from '@mui/material/locale';
import {zhCN as dataGridZhCN} from '@mui/x-data-grid/locales';
import {zhCN as pickersZhCN} from '@mui/x-date-pickers/locales';
import type {DemoLocale} from '../demo-locale';

/** Default props of every pickers LocalizationProvider a demo renders (a demo's own props win). */
const pickersAdapterLocale = {components: {MuiLocalizationProvider: {defaultProps: {adapterLocale: 'zh-cn'}}}};

const zh: DemoLocale = {
  themeLocales: [materialZhCN, dataGridZhCN, pickersZhCN, pickersAdapterLocale],
  apply() {
    // What demos format with dayjs themselves (`value.format('MMMM')`) reads Chinese too.
    dayjs.locale('zh-cn');
  },
};

export default zh;
