import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const singapore = cityClimate('singapore');

export default function LineAreaFill() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
      series={[{data: [...singapore.precipitation], label: 'Singapore, precipitation (mm)', area: true, showMark: false}]}
    />
  );
}
