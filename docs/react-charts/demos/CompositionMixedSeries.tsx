import * as React from 'react';
import {ChartContainer} from '@mui/x-charts/ChartContainer';
import {BarPlot} from '@mui/x-charts/BarChart';
import {LinePlot, MarkPlot} from '@mui/x-charts/LineChart';
import {ChartsXAxis} from '@mui/x-charts/ChartsXAxis';
import {ChartsYAxis} from '@mui/x-charts/ChartsYAxis';
import {ChartsGrid} from '@mui/x-charts/ChartsGrid';
import {ChartsTooltip} from '@mui/x-charts/ChartsTooltip';
import {ChartsAxisHighlight} from '@mui/x-charts/ChartsAxisHighlight';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const sydney = cityClimate('sydney');

// A climate chart: bars and lines in one SVG, each series on its own y-axis.
export default function CompositionMixedSeries() {
  return (
    <ChartContainer
      height={320}
      series={[
        {
          type: 'bar',
          data: [...sydney.precipitation],
          label: 'Precipitation',
          yAxisId: 'mm',
          color: '#4fc3f7',
          valueFormatter: (v) => `${v} mm`,
        },
        {type: 'line', data: [...sydney.high], label: 'High', yAxisId: 'c', color: '#e57373', valueFormatter: (v) => `${v} °C`},
        {type: 'line', data: [...sydney.low], label: 'Low', yAxisId: 'c', color: '#7986cb', valueFormatter: (v) => `${v} °C`},
      ]}
      xAxis={[{scaleType: 'band', data: [...MONTHS]}]}
      yAxis={[
        {id: 'mm', position: 'right', label: 'Precipitation (mm)', width: 60},
        {id: 'c', position: 'left', label: 'Temperature (°C)', width: 60, min: 0},
      ]}
    >
      <ChartsGrid horizontal />
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis axisId="mm" />
      <ChartsYAxis axisId="c" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip trigger="axis" />
    </ChartContainer>
  );
}
