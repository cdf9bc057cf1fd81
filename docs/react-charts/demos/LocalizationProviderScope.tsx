import * as React from 'react';
import Stack from '@mui/material/Stack';
import {BarChart} from '@mui/x-charts/BarChart';
import {LineChart} from '@mui/x-charts/LineChart';
import {ChartsLocalizationProvider} from '@mui/x-charts/ChartsLocalizationProvider';
import {ptBRLocaleText} from '@mui/x-charts/locales';

// One provider translates every chart below it; a chart's own localeText would still win.
export default function LocalizationProviderScope() {
  return (
    <ChartsLocalizationProvider localeText={ptBRLocaleText}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{width: '100%'}}>
        <BarChart height={200} loading xAxis={[{scaleType: 'band', data: ['A', 'B']}]} yAxis={[{width: 30}]} series={[{data: []}]} />
        <LineChart height={200} xAxis={[{scaleType: 'point', data: ['A', 'B']}]} yAxis={[{width: 30}]} series={[{data: []}]} />
      </Stack>
    </ChartsLocalizationProvider>
  );
}
