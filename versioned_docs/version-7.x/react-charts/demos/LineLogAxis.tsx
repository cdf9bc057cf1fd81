import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {CONTINENT_POPULATION, DECADES} from '@site/src/demo-data/charts-population';

export default function LineLogAxis() {
  return (
    <LineChart
      height={320}
      margin={{top: 70}}
      xAxis={[{scaleType: 'point', data: [...DECADES]}]}
      yAxis={[{scaleType: 'log', label: 'Millions (log scale)'}]}
      series={(['Asia', 'Africa', 'Europe', 'Oceania'] as const).map((c) => ({
        data: [...CONTINENT_POPULATION[c]],
        label: c,
      }))}
    />
  );
}
