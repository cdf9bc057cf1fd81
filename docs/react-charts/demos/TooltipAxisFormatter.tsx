import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {hourlyDemand} from '@site/src/demo-data/charts-feature-daily';

const hours = hourlyDemand(7, 2);
const tick = new Intl.DateTimeFormat('en-GB', {hour: '2-digit', minute: '2-digit', timeZone: 'UTC'});
const header = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

export default function TooltipAxisFormatter() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'utc',
          data: hours.map((h) => h.time),
          // Short on the axis, a full sentence in the tooltip's header.
          valueFormatter: (date: Date, context) => (context.location === 'tick' ? tick.format(date) : `${header.format(date)} UTC`),
        },
      ]}
      yAxis={[{label: 'GW', width: 55}]}
      series={[{data: hours.map((h) => h.demand), label: 'Demand', showMark: false, valueFormatter: (v) => `${v} GW`}]}
    />
  );
}
