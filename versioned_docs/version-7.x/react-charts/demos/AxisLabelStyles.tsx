import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {TOP_COUNTRIES_2023} from '@site/src/demo-data/charts-population';

export default function AxisLabelStyles() {
  return (
    <BarChart
      height={340}
      // The rotated names need room below the plot: v7 reserves it with the margin.
      margin={{bottom: 100, top: 20}}
      xAxis={[
        {
          scaleType: 'band',
          data: TOP_COUNTRIES_2023.map((c) => c.country),
          tickLabelStyle: {angle: -40, textAnchor: 'end', fontSize: 12},
        },
      ]}
      yAxis={[{label: 'Millions', labelStyle: {fontWeight: 600}, tickLabelStyle: {fill: '#1976d2'}}]}
      series={[{data: TOP_COUNTRIES_2023.map((c) => c.population), label: 'Millions'}]}
      slotProps={{legend: {hidden: true}}}
    />
  );
}
