import {ChartContainer} from '@mui/x-charts/ChartContainer';
import {AreaPlot, LinePlot, MarkPlot} from '@mui/x-charts/LineChart';
import {ChartsXAxis} from '@mui/x-charts/ChartsXAxis';
import {ChartsYAxis} from '@mui/x-charts/ChartsYAxis';
import {ChartsReferenceLine} from '@mui/x-charts/ChartsReferenceLine';
import {ChartsTooltip} from '@mui/x-charts/ChartsTooltip';
import {ChartsAxisHighlight} from '@mui/x-charts/ChartsAxisHighlight';
import {cityClimate, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

const beijing = cityClimate('beijing');

export default function LinesComposition() {
  return (
    <ChartContainer
      height={300}
      xAxis={[{scaleType: 'point', data: [...MONTHS_SHORT]}]}
      yAxis={[{width: 50}]}
      series={[
        {
          type: 'line',
          data: [...beijing.temperature],
          label: 'Beijing',
          area: true,
          color: '#00838f',
          valueFormatter: (v) => `${v} °C`,
        },
      ]}
    >
      <AreaPlot />
      <LinePlot />
      <ChartsReferenceLine y={0} label="Freezing point" lineStyle={{strokeDasharray: '4 4'}} labelAlign="start" />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsAxisHighlight x="line" />
      <ChartsTooltip />
    </ChartContainer>
  );
}
