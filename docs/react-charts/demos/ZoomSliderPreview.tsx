import * as React from 'react';
import {LineChartPro} from '@mui/x-charts-pro/LineChartPro';
import {hourlyDemand} from '@site/src/demo-data/charts-feature-daily';

const hours = hourlyDemand();
const day = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'short', timeZone: 'UTC'});
// Midnight shows the date, other ticks the hour: zoomed in, the ticks fall within one day.
const tick = (d: Date) => (d.getUTCHours() === 0 ? day.format(d) : `${String(d.getUTCHours()).padStart(2, '0')}:00`);

export default function ZoomSliderPreview() {
  return (
    <LineChartPro
      height={320}
      initialZoom={[{axisId: 'time', start: 30, end: 45}]}
      // `preview` draws a small copy of the whole series in the slider: the reader sees where the
      // visible window sits in the three weeks.
      xAxis={[
        {
          id: 'time',
          scaleType: 'utc',
          data: hours.map((h) => h.time),
          zoom: {slider: {enabled: true, preview: true, size: 48}},
          valueFormatter: (d: Date) => tick(d),
        },
      ]}
      yAxis={[{label: 'GW', width: 55}]}
      series={[{data: hours.map((h) => h.demand), label: 'Electricity demand', showMark: false, area: true}]}
      hideLegend
    />
  );
}
