import {ChartContainer} from '@mui/x-charts/ChartContainer';
import {ScatterPlot} from '@mui/x-charts/ScatterChart';
import {LinePlot} from '@mui/x-charts/LineChart';
import {ChartsXAxis} from '@mui/x-charts/ChartsXAxis';
import {ChartsYAxis} from '@mui/x-charts/ChartsYAxis';
import {ChartsTooltip} from '@mui/x-charts/ChartsTooltip';
import {COUNTRY_INDICATORS} from '@site/src/demo-data/charts-countries';

// Least-squares fit of life expectancy against log10(GDP per person).
const points = COUNTRY_INDICATORS.map((c) => ({x: Math.log10(c.gdpPerCapita), y: c.lifeExpectancy}));
const meanX = points.reduce((s, p) => s + p.x, 0) / points.length;
const meanY = points.reduce((s, p) => s + p.y, 0) / points.length;
const slope = points.reduce((s, p) => s + (p.x - meanX) * (p.y - meanY), 0) / points.reduce((s, p) => s + (p.x - meanX) ** 2, 0);
const intercept = meanY - slope * meanX;
const fitX = [1000, 3000, 10000, 30000, 100000, 110000];

export default function ScatterRegression() {
  return (
    <ChartContainer
      height={320}
      xAxis={[{scaleType: 'log', data: fitX, min: 900, max: 120000, valueFormatter: (v: number) => `${v / 1000}k`}]}
      yAxis={[{min: 50, width: 40}]}
      series={[
        {
          type: 'scatter',
          label: 'Countries',
          data: COUNTRY_INDICATORS.map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy})),
        },
        {
          type: 'line',
          label: 'Trend',
          data: fitX.map((x) => Math.round((intercept + slope * Math.log10(x)) * 10) / 10),
          color: '#ef6c00',
          showMark: false,
        },
      ]}
    >
      <LinePlot />
      <ScatterPlot />
      <ChartsXAxis label="GDP per person (US$, log scale)" />
      <ChartsYAxis />
      <ChartsTooltip trigger="item" />
    </ChartContainer>
  );
}
