import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField} from '@mui/x-date-pickers/DateField';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';
import {enUS, zhCN} from '@mui/x-date-pickers/locales';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// Two things change with the language: the date library's locale (month and weekday names,
// formats, first day of the week) and the components' own texts (buttons, toolbar, labels).
const LANGUAGES = {
  'en-US': {adapterLocale: 'en', localeText: enUS.components.MuiLocalizationProvider.defaultProps.localeText},
  'zh-CN': {adapterLocale: 'zh-cn', localeText: zhCN.components.MuiLocalizationProvider.defaultProps.localeText},
} as const;

type Language = keyof typeof LANGUAGES;

export default function LocalizationLanguageSwitch() {
  const [language, setLanguage] = React.useState<Language>('en-US');
  const {adapterLocale, localeText} = LANGUAGES[language];

  return (
    <Stack spacing={2} alignItems="flex-start">
      <ToggleButtonGroup
        size="small"
        exclusive
        value={language}
        onChange={(_, next: Language | null) => next && setLanguage(next)}
        aria-label="Demo language"
      >
        <ToggleButton value="en-US">English (en-US)</ToggleButton>
        <ToggleButton value="zh-CN">中文 (zh-CN)</ToggleButton>
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={adapterLocale} localeText={localeText}>
        {/* "LL" is the locale's long date format. Without a label, the empty field shows its
            placeholder, which follows the language. */}
        <DateField format="LL" data-testid="localized-field" aria-label="Long date" sx={{width: 260}} />
        <StaticDatePicker defaultValue={dayjs(REFERENCE_DAY)} />
      </LocalizationProvider>
    </Stack>
  );
}
