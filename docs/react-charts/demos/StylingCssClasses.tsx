import * as React from 'react';
import {LineChart, lineElementClasses, markElementClasses} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const madrid = cityClimate('madrid');

export default function StylingCssClasses() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
      yAxis={[{label: '°C', width: 55}]}
      series={[
        {id: 'high', data: [...madrid.high], label: 'High'},
        {id: 'mean', data: [...madrid.temperature], label: 'Mean'},
        {id: 'low', data: [...madrid.low], label: 'Low'},
      ]}
      sx={{
        // Every line a little thicker ...
        [`& .${lineElementClasses.root}`]: {strokeWidth: 3},
        // ... the extremes dashed: the series class is suffixed with the series id.
        [`& .${lineElementClasses.series}-high, & .${lineElementClasses.series}-low`]: {strokeDasharray: '8 5', strokeWidth: 2},
        // Hollow marks with a thicker ring, whatever the page background.
        [`& .${markElementClasses.root}`]: {strokeWidth: 2, fill: 'transparent'},
      }}
    />
  );
}
