import {ChartContainer} from '@mui/x-charts/ChartContainer';
import {ScatterPlot} from '@mui/x-charts/ScatterChart';
import {ChartsXAxis} from '@mui/x-charts/ChartsXAxis';
import {ChartsYAxis} from '@mui/x-charts/ChartsYAxis';
import {ChartsReferenceLine} from '@mui/x-charts/ChartsReferenceLine';
import {ChartsTooltip} from '@mui/x-charts/ChartsTooltip';
import {ChartsGrid} from '@mui/x-charts/ChartsGrid';
import {COUNTRY_INDICATORS} from '@site/src/demo-data/charts-countries';

const average = COUNTRY_INDICATORS.reduce((s, c) => s + c.lifeExpectancy, 0) / COUNTRY_INDICATORS.length;

export default function ScatterComposition() {
  return (
    <ChartContainer
      height={320}
      xAxis={[{scaleType: 'log', min: 900, max: 120000, valueFormatter: (v: number) => `${v / 1000}k`}]}
      yAxis={[{min: 50, width: 40}]}
      series={[
        {
          type: 'scatter',
          label: 'Countries',
          data: COUNTRY_INDICATORS.map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy})),
        },
      ]}
    >
      <ChartsGrid horizontal />
      <ChartsReferenceLine
        y={average}
        label={`Average of these countries: ${average.toFixed(1)} years`}
        labelAlign="start"
        lineStyle={{strokeDasharray: '5 5'}}
      />
      <ScatterPlot />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsTooltip trigger="item" />
    </ChartContainer>
  );
}
