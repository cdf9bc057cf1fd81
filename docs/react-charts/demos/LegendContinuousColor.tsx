import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {ContinuousColorLegend} from '@mui/x-charts/ChartsLegend';
import {dailyTemperatures2024} from '@site/src/demo-data/charts-feature-daily';

const days = dailyTemperatures2024();
const month = new Intl.DateTimeFormat('en-GB', {month: 'short', timeZone: 'UTC'});

export default function LegendContinuousColor() {
  return (
    <LineChart
      height={300}
      dataset={days.map((d) => ({date: d.date, mean: d.mean}))}
      xAxis={[{dataKey: 'date', scaleType: 'utc', valueFormatter: (d: Date) => month.format(d)}]}
      yAxis={[
        {
          width: 55,
          // The line takes its colour from its value: blue when cold, red when warm.
          colorMap: {type: 'continuous', min: -5, max: 22, color: ['#42a5f5', '#ef5350']},
          valueFormatter: (v: number) => `${v} °C`,
        },
      ]}
      series={[{dataKey: 'mean', label: 'Daily mean', showMark: false}]}
      slots={{legend: ContinuousColorLegend}}
      slotProps={{legend: {axisDirection: 'y', minLabel: 'cold', maxLabel: 'warm', labelPosition: 'extremes', sx: {width: 260}}}}
    />
  );
}
