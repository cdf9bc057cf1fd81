import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {dailyTemperatures2024} from '@site/src/demo-data/charts-feature-daily';

const days = dailyTemperatures2024();
// A tick on the first day of each quarter.
const quarterStarts = [0, 3, 6, 9].map((m) => new Date(Date.UTC(2024, m, 1)));
const quarter = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'short', timeZone: 'UTC'});

export default function AxisFixedTickValues() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'utc',
          data: days.map((d) => d.date),
          tickInterval: quarterStarts,
          valueFormatter: (d: Date) => quarter.format(d),
        },
      ]}
      series={[{data: days.map((d) => d.mean), label: 'Daily mean (°C), 2024', showMark: false}]}
    />
  );
}
