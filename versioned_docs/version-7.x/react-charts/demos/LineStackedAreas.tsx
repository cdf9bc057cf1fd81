import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {ENERGY_SOURCES, ENERGY_YEARS} from '@site/src/demo-data/charts-feature-energy';

export default function LineStackedAreas() {
  return (
    <LineChart
      height={340}
      margin={{left: 70, top: 80}}
      xAxis={[{scaleType: 'point', data: [...ENERGY_YEARS]}]}
      yAxis={[{label: 'TWh', valueFormatter: (v: number) => v.toLocaleString('en-US')}]}
      series={ENERGY_SOURCES.map((s) => ({
        data: [...s.generation],
        label: s.label,
        color: s.color,
        stack: 'generation',
        area: true,
        showMark: false,
      }))}
    />
  );
}
