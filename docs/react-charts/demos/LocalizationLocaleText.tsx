import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {BarChart} from '@mui/x-charts/BarChart';
import {frFRLocalText, type ChartsLocaleText} from '@mui/x-charts/locales';

// 8.15.0 ships no Chinese locale: these keys are ours.
const zhLocaleText: Partial<ChartsLocaleText> = {
  loading: '正在加载数据…',
  noData: '暂无数据',
};

const LOCALES: Record<string, Partial<ChartsLocaleText> | undefined> = {
  en: undefined,
  fr: frFRLocalText,
  zh: zhLocaleText,
};

export default function LocalizationLocaleText() {
  const [lang, setLang] = React.useState('zh');
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <Stack direction="row" spacing={2}>
        <ToggleButtonGroup size="small" exclusive value={lang} onChange={(_, v: string | null) => v && setLang(v)} aria-label="Language">
          <ToggleButton value="en">English</ToggleButton>
          <ToggleButton value="fr">Français</ToggleButton>
          <ToggleButton value="zh">中文</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={loading}
          onChange={(_, v: boolean | null) => v !== null && setLoading(v)}
          aria-label="State"
        >
          <ToggleButton value>loading</ToggleButton>
          <ToggleButton value={false}>no data</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <BarChart
        height={240}
        localeText={LOCALES[lang]}
        loading={loading}
        xAxis={[{scaleType: 'band', data: ['Q1', 'Q2', 'Q3', 'Q4']}]}
        yAxis={[{width: 40}]}
        series={[{data: []}]}
      />
    </Stack>
  );
}
