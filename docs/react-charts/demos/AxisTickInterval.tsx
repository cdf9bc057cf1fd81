import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {dailyTemperatures2024} from '@site/src/demo-data/charts-feature-daily';

const days = dailyTemperatures2024();
const month = new Intl.DateTimeFormat('en-GB', {month: 'short', timeZone: 'UTC'});

// Ticks exactly on the first day of each quarter, rather than wherever d3 would put them.
const quarters = [0, 3, 6, 9].map((m) => new Date(Date.UTC(2024, m, 1)));

export default function AxisTickInterval() {
  return (
    <LineChart
      height={300}
      dataset={days.map((d) => ({date: d.date, low: d.low, high: d.high}))}
      xAxis={[
        {
          dataKey: 'date',
          scaleType: 'point',
          // With a point (or band) scale, a function picks which data values get a tick.
          tickInterval: (date: Date) => date.getUTCDate() === 1,
          valueFormatter: (d: Date) => month.format(d),
        },
        {
          id: 'quarters',
          dataKey: 'date',
          scaleType: 'utc',
          position: 'top',
          tickInterval: quarters,
          valueFormatter: (d: Date) => `Q${Math.floor(d.getUTCMonth() / 3) + 1}`,
        },
      ]}
      yAxis={[{width: 40}]}
      series={[
        {dataKey: 'high', label: 'High (°C)', showMark: false},
        {dataKey: 'low', label: 'Low (°C)', showMark: false},
      ]}
    />
  );
}
