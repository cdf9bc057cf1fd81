import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {dailyVisits} from '@site/src/demo-data/charts-web';

const days = dailyVisits();
const weekday = new Intl.DateTimeFormat('en-GB', {weekday: 'short', day: 'numeric', timeZone: 'UTC'});

export default function AxisTickLabelFilter() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: days.map((d) => d.date),
          valueFormatter: (d: Date) => weekday.format(d),
          // Every bar keeps its tick, but only Mondays get a label. The band axis' closing tick has no
          // value (undefined), so the filter checks for it.
          tickLabelInterval: (d: Date | undefined) => d !== undefined && d.getUTCDay() === 1,
        },
      ]}
      series={[{data: days.map((d) => d.signups), label: 'Daily sign-ups'}]}
    />
  );
}
