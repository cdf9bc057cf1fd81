import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const oslo = cityClimate('oslo');

export default function AxisTwoValueAxes() {
  return (
    <LineChart
      height={320}
      margin={{left: 60, right: 60}}
      xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
      yAxis={[
        {id: 'temperature', label: '°C'},
        {id: 'sunshine', label: 'Hours of sunshine'},
      ]}
      rightAxis="sunshine"
      series={[
        {data: [...oslo.temperature], label: 'Mean temperature', yAxisId: 'temperature'},
        {data: [...oslo.sunshine], label: 'Sunshine', yAxisId: 'sunshine', color: '#f9a825'},
      ]}
    />
  );
}
