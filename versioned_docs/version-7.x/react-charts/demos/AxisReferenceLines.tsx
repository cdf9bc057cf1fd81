import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {ChartsReferenceLine} from '@mui/x-charts/ChartsReferenceLine';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const madrid = cityClimate('madrid');

export default function AxisReferenceLines() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
      series={[{data: [...madrid.high], label: 'Madrid, daily high (°C)'}]}
    >
      <ChartsReferenceLine y={30} label="Hot: 30 °C" labelAlign="start" lineStyle={{stroke: '#d32f2f', strokeDasharray: '6 4'}} />
      <ChartsReferenceLine x="Aug" label="Holiday month" lineStyle={{stroke: '#757575'}} />
    </LineChart>
  );
}
