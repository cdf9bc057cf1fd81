import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import type {AxisValueFormatterContext} from '@mui/x-charts/models';
import {ENERGY_YEARS, totalGeneration} from '@site/src/demo-data/charts-feature-energy';

// Terawatt-hours as watt-hours, so d3's SI prefixes have something to do (10T, 20T, 30T ...).
const wattHours = totalGeneration().map((twh) => twh * 1e12);

export default function AxisD3Formatter() {
  return (
    <LineChart
      height={300}
      xAxis={[{data: [...ENERGY_YEARS], scaleType: 'point', valueFormatter: (year: number) => String(year)}]}
      yAxis={[
        {
          min: 0,
          width: 80,
          label: 'Watt-hours',
          // The axis's own d3 scale formats its ticks: same precision for every tick, SI prefix.
          valueFormatter: (value: number, context: AxisValueFormatterContext<'linear'>) =>
            context.location === 'tick'
              ? `${context.scale.tickFormat(context.tickNumber, '~s')(value)}Wh`
              : `${(value / 1e12).toLocaleString('en-US')} TWh`,
        },
      ]}
      series={[{data: wattHours, label: 'World electricity generation', area: true, showMark: false}]}
    />
  );
}
