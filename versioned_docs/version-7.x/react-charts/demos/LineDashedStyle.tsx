import * as React from 'react';
import {LineChart, lineElementClasses, markElementClasses} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const madrid = cityClimate('madrid');

export default function LineDashedStyle() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
      series={[
        {id: 'mean', data: [...madrid.temperature], label: 'Madrid, mean (°C)'},
        {id: 'high', data: [...madrid.high], label: 'Madrid, high (°C)', showMark: false},
      ]}
      sx={{
        // Each line element carries its series id in a class, .MuiLineElement-series-<id>.
        [`& .${lineElementClasses.root}.MuiLineElement-series-high`]: {strokeDasharray: '6 4', strokeWidth: 1.5},
        [`& .${markElementClasses.root}`]: {scale: '0.7'},
      }}
    />
  );
}
