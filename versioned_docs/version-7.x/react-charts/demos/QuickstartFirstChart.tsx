import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const oslo = cityClimate('oslo');
const madrid = cityClimate('madrid');

export default function QuickstartFirstChart() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
      yAxis={[{label: 'Mean temperature (°C)'}]}
      series={[
        {data: [...oslo.temperature], label: 'Oslo'},
        {data: [...madrid.temperature], label: 'Madrid'},
      ]}
    />
  );
}
