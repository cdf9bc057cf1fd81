import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const oslo = cityClimate('oslo');

export default function LineBaselineArea() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
      yAxis={[{min: -10, max: 25}]}
      series={[
        {data: [...oslo.low], label: 'Daily low, filled down to the axis minimum', area: true, baseline: 'min'},
        {data: [...oslo.high], label: 'Daily high, filled up to the axis maximum', area: true, baseline: 'max'},
      ]}
    />
  );
}
