import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {dailyVisits} from '@site/src/demo-data/charts-web';

const days = dailyVisits();
const short = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'short', timeZone: 'UTC'});
const long = new Intl.DateTimeFormat('en-GB', {weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC'});

export default function AxisFormatterByPlace() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'utc',
          data: days.map((d) => d.date),
          // Short dates under the ticks, the full day in the tooltip.
          valueFormatter: (date: Date, context) => (context.location === 'tick' ? short.format(date) : long.format(date)),
        },
      ]}
      yAxis={[{valueFormatter: (v: number) => `${v / 1000}k`}]}
      series={[{data: days.map((d) => d.visits), label: 'Visits', showMark: false}]}
    />
  );
}
