import * as React from 'react';
import {BarChartPro} from '@mui/x-charts-pro/BarChartPro';
import {dailyTemperatures2024} from '@site/src/demo-data/charts-feature-daily';

const days = dailyTemperatures2024();
const day = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'short', timeZone: 'UTC'});

export default function ZoomBarCategories() {
  return (
    <BarChartPro
      height={300}
      // A band axis zooms too: 366 days are too many bars, a month at a time is readable.
      initialZoom={[{axisId: 'days', start: 0, end: 100 / 12}]}
      xAxis={[{id: 'days', scaleType: 'band', data: days.map((d) => d.date), zoom: true, valueFormatter: (d: Date) => day.format(d)}]}
      yAxis={[{label: '°C', width: 55}]}
      series={[{data: days.map((d) => d.high - d.low), label: 'Daily temperature range', valueFormatter: (v) => `${v?.toFixed(1)} °C`}]}
    />
  );
}
