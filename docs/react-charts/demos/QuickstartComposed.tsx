import {ChartContainer} from '@mui/x-charts/ChartContainer';
import {BarPlot} from '@mui/x-charts/BarChart';
import {LinePlot, MarkPlot} from '@mui/x-charts/LineChart';
import {ChartsXAxis} from '@mui/x-charts/ChartsXAxis';
import {ChartsYAxis} from '@mui/x-charts/ChartsYAxis';
import {ChartsTooltip} from '@mui/x-charts/ChartsTooltip';
import {cityClimate, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

const madrid = cityClimate('madrid');

// The same data model as a single chart, but every part placed by hand: bars and a line together.
export default function QuickstartComposed() {
  return (
    <ChartContainer
      height={300}
      xAxis={[{scaleType: 'band', data: [...MONTHS_SHORT]}]}
      yAxis={[
        {id: 'mm', width: 50},
        {id: 'celsius', position: 'right', width: 40},
      ]}
      series={[
        {type: 'bar', data: [...madrid.precipitation], yAxisId: 'mm', label: 'Precipitation (mm)'},
        {type: 'line', data: [...madrid.temperature], yAxisId: 'celsius', label: 'Temperature (°C)'},
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis axisId="mm" />
      <ChartsYAxis axisId="celsius" />
      <ChartsTooltip />
    </ChartContainer>
  );
}
