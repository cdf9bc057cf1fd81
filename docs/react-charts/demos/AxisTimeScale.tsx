import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {dailyTemperatures2024} from '@site/src/demo-data/charts-feature-daily';

const days = dailyTemperatures2024();
const monthDay = new Intl.DateTimeFormat('en-GB', {month: 'short', day: 'numeric', timeZone: 'UTC'});

export default function AxisTimeScale() {
  return (
    <LineChart
      height={300}
      dataset={days.map((d) => ({date: d.date, mean: d.mean}))}
      xAxis={[
        {
          dataKey: 'date',
          // 'utc' keeps ticks on UTC midnights, whatever the reader's time zone.
          scaleType: 'utc',
          valueFormatter: (date: Date) => monthDay.format(date),
        },
      ]}
      yAxis={[{label: '°C', width: 55}]}
      series={[{dataKey: 'mean', label: 'Daily mean, 2024', showMark: false, valueFormatter: (v) => `${v} °C`}]}
    />
  );
}
