import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {hourlyDemand} from '@site/src/demo-data/charts-feature-daily';

// Average demand per six-hour block over four days.
const hours = hourlyDemand(7, 4);
const blocks = Array.from({length: hours.length / 6}, (_, i) => {
  const slice = hours.slice(i * 6, i * 6 + 6);
  return {start: slice[0].time, demand: Math.round((slice.reduce((s, h) => s + h.demand, 0) / 6) * 10) / 10};
});
const weekday = new Intl.DateTimeFormat('en-GB', {weekday: 'long', timeZone: 'UTC'});

export default function AxisGroupedX() {
  return (
    <BarChart
      height={320}
      dataset={blocks}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'start',
          // Each entry is one row of labels: the block's hour, then its day.
          groups: [
            {getValue: (date: Date) => `${String(date.getUTCHours()).padStart(2, '0')}h`},
            {getValue: (date: Date) => weekday.format(date)},
          ],
          valueFormatter: (date: Date) => `${weekday.format(date)}, from ${date.getUTCHours()}:00`,
        },
      ]}
      yAxis={[{label: 'GW', width: 55}]}
      series={[{dataKey: 'demand', label: 'Mean demand per 6 hours', valueFormatter: (v) => `${v} GW`}]}
      hideLegend
    />
  );
}
