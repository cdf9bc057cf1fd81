import {ChartContainer} from '@mui/x-charts/ChartContainer';
import {LinePlot} from '@mui/x-charts/LineChart';
import {ChartsXAxis} from '@mui/x-charts/ChartsXAxis';
import {ChartsYAxis} from '@mui/x-charts/ChartsYAxis';
import {ChartsReferenceLine} from '@mui/x-charts/ChartsReferenceLine';
import {sharePrices} from '@site/src/demo-data/charts-finance';

const prices = sharePrices(120);
const average = prices.reduce((sum, p) => sum + p.close, 0) / prices.length;
const results = new Date(Date.UTC(2024, 3, 25));

export default function LineDemoReferenceLines() {
  return (
    <ChartContainer
      height={320}
      xAxis={[{scaleType: 'utc', data: prices.map((p) => p.date), valueFormatter: (d: Date) => d.toISOString().slice(5, 10)}]}
      yAxis={[{width: 50}]}
      series={[{type: 'line', data: prices.map((p) => p.close), label: 'Closing price ($)', color: '#1565c0'}]}
    >
      <LinePlot />
      <ChartsReferenceLine y={average} label={`Average $${average.toFixed(2)}`} labelAlign="end" lineStyle={{stroke: '#ef6c00'}} />
      <ChartsReferenceLine x={results} label="Q1 results" lineStyle={{strokeDasharray: '6 4'}} />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartContainer>
  );
}
