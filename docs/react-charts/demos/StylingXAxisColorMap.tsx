import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {dailyTemperatures2024} from '@site/src/demo-data/charts-feature-daily';

const days = dailyTemperatures2024();
const month = new Intl.DateTimeFormat('en-GB', {month: 'short', timeZone: 'UTC'});
// The astronomical seasons of 2024 (northern hemisphere).
const seasons = [Date.UTC(2024, 2, 20), Date.UTC(2024, 5, 20), Date.UTC(2024, 8, 22), Date.UTC(2024, 11, 21)].map((t) => new Date(t));

export default function StylingXAxisColorMap() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'utc',
          data: days.map((d) => d.date),
          valueFormatter: (d: Date) => month.format(d),
          // A colour map on the x-axis colours the line (and its area) by date: one colour per season.
          colorMap: {type: 'piecewise', thresholds: seasons, colors: ['#64b5f6', '#81c784', '#ffb74d', '#a1887f', '#64b5f6']},
        },
      ]}
      yAxis={[{label: '°C', width: 55}]}
      series={[{data: days.map((d) => d.mean), label: 'Daily mean', showMark: false, area: true, baseline: 'min'}]}
      hideLegend
    />
  );
}
