import {ChartContainer} from '@mui/x-charts/ChartContainer';
import {BarPlot} from '@mui/x-charts/BarChart';
import {LinePlot, MarkPlot} from '@mui/x-charts/LineChart';
import {ChartsXAxis} from '@mui/x-charts/ChartsXAxis';
import {ChartsYAxis} from '@mui/x-charts/ChartsYAxis';
import {ChartsTooltip} from '@mui/x-charts/ChartsTooltip';
import {ChartsAxisHighlight} from '@mui/x-charts/ChartsAxisHighlight';
import {cityClimate, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

// A climate chart: rainfall as bars on the left axis, temperature as a line on the right one.
const beijing = cityClimate('beijing');

export default function BarsComposition() {
  return (
    <ChartContainer
      height={320}
      xAxis={[{id: 'months', scaleType: 'band', data: [...MONTHS_SHORT]}]}
      yAxis={[
        {id: 'rain', label: 'Precipitation (mm)', width: 60},
        {id: 'temperature', position: 'right', label: 'Temperature (°C)', width: 60},
      ]}
      series={[
        {
          type: 'bar',
          data: [...beijing.precipitation],
          label: 'Precipitation',
          yAxisId: 'rain',
          color: '#4f83cc',
          valueFormatter: (v) => `${v} mm`,
        },
        {
          type: 'line',
          data: [...beijing.temperature],
          label: 'Temperature',
          yAxisId: 'temperature',
          color: '#e65100',
          valueFormatter: (v) => `${v} °C`,
        },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="months" />
      <ChartsYAxis axisId="rain" />
      <ChartsYAxis axisId="temperature" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartContainer>
  );
}
