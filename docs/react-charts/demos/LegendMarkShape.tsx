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
import type {ChartsLabelCustomMarkProps} from '@mui/x-charts/ChartsLabel';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const oslo = cityClimate('oslo');

// A custom mark: a small drop for the precipitation series.
function DropMark({className, color}: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} viewBox="0 0 12 16" width={12} height={16} aria-hidden>
      <path d="M6 0 C6 0 0 7 0 10.5 A6 5.5 0 0 0 12 10.5 C12 7 6 0 6 0 Z" fill={color} />
    </svg>
  );
}

export default function LegendMarkShape() {
  return (
    <ChartDataProvider
      height={300}
      series={[
        {type: 'bar', data: [...oslo.precipitation], label: 'Precipitation (mm)', yAxisId: 'mm', labelMarkType: DropMark, color: '#4fc3f7'},
        {type: 'line', data: [...oslo.high], label: 'Daily high (°C)', yAxisId: 'c', labelMarkType: 'line', color: '#e57373'},
        {type: 'line', data: [...oslo.low], label: 'Daily low (°C)', yAxisId: 'c', labelMarkType: 'circle', color: '#9575cd'},
      ]}
      xAxis={[{scaleType: 'band', data: [...MONTHS]}]}
      yAxis={[
        {id: 'mm', position: 'left', width: 45},
        {id: 'c', position: 'right', width: 45},
      ]}
    >
      <ChartsWrapper legendPosition={{vertical: 'top', horizontal: 'center'}}>
        <ChartsLegend />
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis />
          <ChartsYAxis axisId="mm" />
          <ChartsYAxis axisId="c" />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsWrapper>
    </ChartDataProvider>
  );
}
