import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {ChartsReferenceLine} from '@mui/x-charts/ChartsReferenceLine';
import {CITY_CLIMATES, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const [oslo, madrid] = CITY_CLIMATES;

export default function AxisReferenceLine() {
  return (
    <LineChart
      height={320}
      xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
      yAxis={[{label: '°C', width: 55}]}
      series={[
        {data: [...oslo.temperature], label: 'Oslo'},
        {data: [...madrid.temperature], label: 'Madrid'},
      ]}
    >
      {/* Children of a chart are drawn in its SVG, on top of the series. */}
      <ChartsReferenceLine y={0} label="Freezing point" labelAlign="end" lineStyle={{strokeDasharray: '6 4'}} />
      <ChartsReferenceLine x="Jul" label="Warmest month" labelAlign="start" />
    </LineChart>
  );
}
