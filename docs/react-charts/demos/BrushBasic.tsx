import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {ChartsBrushOverlay} from '@mui/x-charts/ChartsBrushOverlay';
import {dailyTemperatures2024} from '@site/src/demo-data/charts-feature-daily';

const days = dailyTemperatures2024();
const month = new Intl.DateTimeFormat('en-GB', {month: 'short', timeZone: 'UTC'});

export default function BrushBasic() {
  return (
    <LineChart
      height={300}
      // Drag across the chart: the brush tracks the gesture, the overlay shows it.
      brushConfig={{enabled: true}}
      xAxis={[{scaleType: 'utc', data: days.map((d) => d.date), valueFormatter: (d: Date) => month.format(d)}]}
      yAxis={[{label: '°C', width: 55}]}
      series={[{data: days.map((d) => d.mean), label: 'Daily mean temperature, 2024', showMark: false}]}
    >
      <ChartsBrushOverlay />
    </LineChart>
  );
}
