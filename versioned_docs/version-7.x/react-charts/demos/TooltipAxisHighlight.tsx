import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const sydney = cityClimate('sydney');

export default function TooltipAxisHighlight() {
  return (
    <LineChart
      height={300}
      // A crosshair: a vertical line at the hovered month and a horizontal one at the pointer's height.
      axisHighlight={{x: 'line', y: 'line'}}
      xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
      series={[{data: [...sydney.precipitation], label: 'Sydney, precipitation (mm)'}]}
    />
  );
}
