import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {ENERGY_YEARS, energySource} from '@site/src/demo-data/charts-feature-energy';

const coal = energySource('coal');
const solar = energySource('solar');
const wind = energySource('wind');

export default function StylingSeriesColor() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: [...ENERGY_YEARS], valueFormatter: (y: number) => String(y)}]}
      yAxis={[{label: 'TWh', width: 75}]}
      series={[
        // `color` on a series overrides the palette for that series only.
        {data: [...coal.generation], label: 'Coal', color: '#8d6e63'},
        {data: [...solar.generation], label: 'Solar', color: '#f9a825'},
        // No `color`: the next colour of the chart's palette.
        {data: [...wind.generation], label: 'Wind'},
      ]}
    />
  );
}
