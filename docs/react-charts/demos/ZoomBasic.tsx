import * as React from 'react';
import {LineChartPro} from '@mui/x-charts-pro/LineChartPro';
import {hourlyDemand} from '@site/src/demo-data/charts-feature-daily';

const hours = hourlyDemand();
const date = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC'});

export default function ZoomBasic() {
  return (
    <LineChartPro
      height={300}
      // Wheel or pinch to zoom, drag to pan: three weeks of hourly data.
      xAxis={[{scaleType: 'utc', data: hours.map((h) => h.time), zoom: true, valueFormatter: (d: Date) => date.format(d)}]}
      yAxis={[{label: 'GW', width: 55}]}
      series={[{data: hours.map((h) => h.demand), label: 'Electricity demand', showMark: false}]}
    />
  );
}
