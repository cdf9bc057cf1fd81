import * as React from 'react';
import {ChartDataProvider} from '@mui/x-charts/ChartDataProvider';
import {ChartsWrapper} from '@mui/x-charts/ChartsWrapper';
import {ChartsLegend} from '@mui/x-charts/ChartsLegend';
import {ChartsSurface} from '@mui/x-charts/ChartsSurface';
import {BarPlot} from '@mui/x-charts/BarChart';
import {LinePlot, MarkPlot} from '@mui/x-charts/LineChart';
import {ChartsXAxis} from '@mui/x-charts/ChartsXAxis';
import {ChartsYAxis} from '@mui/x-charts/ChartsYAxis';
import {ChartsTooltip} from '@mui/x-charts/ChartsTooltip';
import {ChartsAxisHighlight} from '@mui/x-charts/ChartsAxisHighlight';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const madrid = cityClimate('madrid');

export default function AxisTwoYAxes() {
  return (
    <ChartDataProvider
      height={300}
      series={[
        {type: 'bar', data: [...madrid.precipitation], label: 'Precipitation (mm)', yAxisId: 'rain', color: '#4fc3f7'},
        {type: 'line', data: [...madrid.temperature], label: 'Mean temperature (°C)', yAxisId: 'temperature', color: '#e57373'},
      ]}
      xAxis={[{id: 'months', scaleType: 'band', data: [...MONTHS]}]}
      yAxis={[
        {id: 'rain', position: 'left', label: 'Precipitation (mm)', width: 60},
        {id: 'temperature', position: 'right', label: 'Temperature (°C)', width: 60},
      ]}
    >
      <ChartsWrapper legendPosition={{vertical: 'top', horizontal: 'center'}}>
        <ChartsLegend />
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis />
          <ChartsYAxis axisId="rain" />
          <ChartsYAxis axisId="temperature" />
          <ChartsAxisHighlight x="band" />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsWrapper>
    </ChartDataProvider>
  );
}
