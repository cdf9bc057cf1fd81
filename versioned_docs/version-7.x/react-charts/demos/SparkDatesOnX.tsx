import * as React from 'react';
import {SparkLineChart} from '@mui/x-charts/SparkLineChart';
import {dailyVisits} from '@site/src/demo-data/charts-web';

const days = dailyVisits();
const dayFormat = new Intl.DateTimeFormat('en-GB', {weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC'});

export default function SparkDatesOnX() {
  return (
    <SparkLineChart
      height={100}
      data={days.map((d) => d.signups)}
      xAxis={{scaleType: 'time', data: days.map((d) => d.date), valueFormatter: (d: Date) => dayFormat.format(d)}}
      valueFormatter={(v) => `${v} sign-ups`}
      showTooltip
      showHighlight
      tooltip={{trigger: 'axis'}}
    />
  );
}
