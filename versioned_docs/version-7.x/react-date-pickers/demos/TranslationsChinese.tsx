import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';
import {zhCN} from '@mui/x-date-pickers/locales';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// Two separate settings: the component texts (localeText, from the package's zhCN) and the
// date library's locale (adapterLocale: month names, week start, formats).
const chineseTexts = zhCN.components.MuiLocalizationProvider.defaultProps.localeText;

export default function TranslationsChinese() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="zh-cn" localeText={chineseTexts}>
      <StaticDatePicker defaultValue={dayjs(REFERENCE_DAY)} />
    </LocalizationProvider>
  );
}
