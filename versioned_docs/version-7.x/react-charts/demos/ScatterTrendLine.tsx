import * as React from 'react';
import {ResponsiveChartContainer} from '@mui/x-charts/ResponsiveChartContainer';
import {ScatterPlot} from '@mui/x-charts/ScatterChart';
import {LinePlot} from '@mui/x-charts/LineChart';
import {ChartsXAxis} from '@mui/x-charts/ChartsXAxis';
import {ChartsYAxis} from '@mui/x-charts/ChartsYAxis';
import {ChartsTooltip} from '@mui/x-charts/ChartsTooltip';
import {ChartsVoronoiHandler} from '@mui/x-charts/ChartsVoronoiHandler';
import {bikeTrips} from '@site/src/demo-data/charts-trips';

const trips = bikeTrips(200, 21).filter((t) => !t.electric);
const points = trips.map((t) => ({id: t.id, x: t.distance, y: t.duration}));

// Least-squares fit of duration on distance.
const n = points.length;
const meanX = points.reduce((s, p) => s + p.x, 0) / n;
const meanY = points.reduce((s, p) => s + p.y, 0) / n;
const slope = points.reduce((s, p) => s + (p.x - meanX) * (p.y - meanY), 0) / points.reduce((s, p) => s + (p.x - meanX) ** 2, 0);
const maxX = Math.max(...points.map((p) => p.x));
const lineX = [0, maxX];
const lineY = lineX.map((x) => Math.round((meanY + slope * (x - meanX)) * 10) / 10);

export default function ScatterTrendLine() {
  return (
    <ResponsiveChartContainer
      height={320}
      xAxis={[
        {id: 'points', label: 'Distance (km)', min: 0},
        {id: 'trend', data: lineX, min: 0},
      ]}
      yAxis={[{id: 'minutes', label: 'Duration (min)'}]}
      series={[
        {type: 'scatter', label: 'Classic bike trips', data: points, xAxisId: 'points', yAxisId: 'minutes'},
        {type: 'line', label: 'Trend', data: lineY, xAxisId: 'trend', yAxisId: 'minutes', color: '#e65100'},
      ]}
    >
      <ScatterPlot />
      <LinePlot />
      <ChartsXAxis axisId="points" />
      <ChartsYAxis axisId="minutes" />
      <ChartsVoronoiHandler />
      <ChartsTooltip trigger="item" />
    </ResponsiveChartContainer>
  );
}
