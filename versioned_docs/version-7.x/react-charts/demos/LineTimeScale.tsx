import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {dailyVisits} from '@site/src/demo-data/charts-web';

const days = dailyVisits();
const dayFormat = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'short', timeZone: 'UTC'});

export default function LineTimeScale() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'utc', data: days.map((d) => d.date), valueFormatter: (d: Date) => dayFormat.format(d)}]}
      series={[{data: days.map((d) => d.visits), label: 'Daily visits', showMark: false}]}
    />
  );
}
