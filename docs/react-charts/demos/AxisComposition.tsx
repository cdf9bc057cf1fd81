import * as React from 'react';
import {ChartContainer} from '@mui/x-charts/ChartContainer';
import {LinePlot, MarkPlot, AreaPlot} from '@mui/x-charts/LineChart';
import {ChartsXAxis} from '@mui/x-charts/ChartsXAxis';
import {ChartsYAxis} from '@mui/x-charts/ChartsYAxis';
import {ChartsGrid} from '@mui/x-charts/ChartsGrid';
import {ChartsReferenceLine} from '@mui/x-charts/ChartsReferenceLine';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const singapore = cityClimate('singapore');
const mean = singapore.precipitation.reduce((s, v) => s + v, 0) / 12;

export default function AxisComposition() {
  return (
    <ChartContainer
      height={300}
      series={[{type: 'line', data: [...singapore.precipitation], area: true, label: 'Singapore precipitation (mm)'}]}
      // Two x-axes on the same data: month initials below, quarters above.
      xAxis={[
        {id: 'month', scaleType: 'point', data: [...MONTHS], position: 'bottom', label: 'Month', height: 45},
        {
          id: 'quarter',
          scaleType: 'point',
          data: [...MONTHS],
          position: 'top',
          tickInterval: (_m: string, i: number) => i % 3 === 0,
          valueFormatter: (_m: string, ctx) => (ctx.location === 'tick' ? `Q${MONTHS.indexOf(_m as (typeof MONTHS)[number]) / 3 + 1}` : _m),
        },
      ]}
      yAxis={[{id: 'mm', width: 60, label: 'mm'}]}
    >
      <ChartsGrid horizontal />
      <AreaPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsReferenceLine y={mean} label={`Monthly mean ${Math.round(mean)} mm`} labelAlign="start" />
      <ChartsXAxis axisId="month" />
      <ChartsXAxis axisId="quarter" />
      <ChartsYAxis axisId="mm" />
    </ChartContainer>
  );
}
