import * as React from 'react';
import {BarChartPro} from '@mui/x-charts-pro/BarChartPro';
import {dailyTemperatures2024} from '@site/src/demo-data/charts-feature-daily';

const days = dailyTemperatures2024().filter((_, i) => i % 7 === 0);
const day = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'short', timeZone: 'UTC'});

export default function ZoomToolbar() {
  return (
    <BarChartPro
      height={320}
      // With zoom on, the default toolbar has zoom-in and zoom-out buttons (and the export menu).
      showToolbar
      xAxis={[{scaleType: 'band', data: days.map((d) => d.date), zoom: true, valueFormatter: (d: Date) => day.format(d)}]}
      yAxis={[{label: '°C', width: 55}]}
      series={[{data: days.map((d) => d.high), label: 'Weekly sample of daily highs', color: '#ef5350'}]}
    />
  );
}
