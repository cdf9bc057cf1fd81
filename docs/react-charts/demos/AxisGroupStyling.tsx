import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {dailyTemperatures2024} from '@site/src/demo-data/charts-feature-daily';

// The first day of each week of the first quarter.
const weeks = dailyTemperatures2024().filter((d, i) => i % 7 === 0 && d.date.getUTCMonth() < 3);
const month = new Intl.DateTimeFormat('en-GB', {month: 'long', timeZone: 'UTC'});

export default function AxisGroupStyling() {
  return (
    <LineChart
      height={320}
      dataset={weeks.map((d) => ({date: d.date, mean: d.mean}))}
      xAxis={[
        {
          scaleType: 'point',
          dataKey: 'date',
          height: 60,
          groups: [
            // Day of month: small and light, short ticks.
            {getValue: (d: Date) => d.getUTCDate(), tickSize: 4, tickLabelStyle: {fontSize: 11, opacity: 0.8}},
            // Month: bold, with a long tick that separates the months.
            {getValue: (d: Date) => month.format(d), tickSize: 24, tickLabelStyle: {fontWeight: 700}},
          ],
        },
      ]}
      yAxis={[{label: '°C', width: 55}]}
      series={[{dataKey: 'mean', label: 'Mean temperature, first day of each week'}]}
    />
  );
}
