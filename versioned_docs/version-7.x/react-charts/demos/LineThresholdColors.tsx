import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const oslo = cityClimate('oslo');

export default function LineThresholdColors() {
  return (
    <LineChart
      height={300}
      grid={{horizontal: true}}
      xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
      yAxis={[{colorMap: {type: 'piecewise', thresholds: [0], colors: ['#1e88e5', '#e53935']}}]}
      series={[{data: [...oslo.temperature], label: 'Oslo, mean (°C)', area: true}]}
      slotProps={{legend: {hidden: true}}}
    />
  );
}
