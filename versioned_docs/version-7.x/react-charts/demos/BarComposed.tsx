import * as React from 'react';
import {ResponsiveChartContainer} from '@mui/x-charts/ResponsiveChartContainer';
import {BarPlot} from '@mui/x-charts/BarChart';
import {LinePlot, MarkPlot} from '@mui/x-charts/LineChart';
import {ChartsXAxis} from '@mui/x-charts/ChartsXAxis';
import {ChartsYAxis} from '@mui/x-charts/ChartsYAxis';
import {ChartsTooltip} from '@mui/x-charts/ChartsTooltip';
import {ChartsAxisHighlight} from '@mui/x-charts/ChartsAxisHighlight';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const madrid = cityClimate('madrid');

export default function BarComposed() {
  return (
    <ResponsiveChartContainer
      height={300}
      margin={{left: 60, right: 60}}
      xAxis={[{id: 'month', scaleType: 'band', data: [...MONTHS]}]}
      yAxis={[
        {id: 'rain', label: 'Precipitation (mm)'},
        {id: 'temp', label: 'Temperature (°C)'},
      ]}
      series={[
        {type: 'bar', data: [...madrid.precipitation], label: 'Precipitation', yAxisId: 'rain'},
        {type: 'line', data: [...madrid.temperature], label: 'Temperature', yAxisId: 'temp', color: '#ef6c00'},
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="month" />
      <ChartsYAxis axisId="rain" position="left" />
      <ChartsYAxis axisId="temp" position="right" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ResponsiveChartContainer>
  );
}
