import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {hourlyDemand} from '@site/src/demo-data/charts-feature-daily';

const hours = hourlyDemand(7, 3);
const time = new Intl.DateTimeFormat('en-GB', {weekday: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC'});

export default function AxisTickLabelInterval() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'point',
          data: hours.map((h) => h.time),
          // A tick for every hour, a label only at 00:00 and 12:00.
          tickLabelInterval: (date: Date) => date.getUTCHours() % 12 === 0,
          valueFormatter: (d: Date) => time.format(d),
        },
      ]}
      yAxis={[{label: 'GW', width: 55}]}
      series={[{data: hours.map((h) => h.demand), label: 'Electricity demand', showMark: false, valueFormatter: (v) => `${v} GW`}]}
    />
  );
}
