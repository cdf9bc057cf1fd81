import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';
import {sharePrices, SALES_FORECAST} from '@site/src/demo-data/charts-finance';
import ExampleStrip, {THUMBNAIL_HEIGHT, type Example} from './gallery/ExampleStrip';

const small = {height: THUMBNAIL_HEIGHT, hideLegend: true, skipAnimation: true, margin: 4} as const;
const months = [...MONTHS_SHORT];
const prices = sharePrices(120);

const EXAMPLES: Example[] = [
  {
    title: 'Monthly temperatures',
    href: 'lines#basics',
    render: () => (
      <LineChart
        {...small}
        xAxis={[{scaleType: 'point', data: months, height: 20, tickLabelInterval: (_v, i) => i % 3 === 0}]}
        yAxis={[{width: 28}]}
        series={[
          {data: [...cityClimate('london').temperature], label: 'London', showMark: false},
          {data: [...cityClimate('madrid').temperature], label: 'Madrid', showMark: false},
        ]}
      />
    ),
  },
  {
    title: 'Share price over time',
    href: 'lines#optimization',
    render: () => (
      <LineChart
        {...small}
        xAxis={[{scaleType: 'utc', data: prices.map((p) => p.date), position: 'none'}]}
        yAxis={[{width: 28}]}
        series={[{data: prices.map((p) => p.close), label: 'Close ($)', showMark: false}]}
      />
    ),
  },
  {
    title: 'Forecast',
    href: 'line-demo#forecast',
    render: () => (
      <LineChart
        {...small}
        xAxis={[{scaleType: 'point', data: SALES_FORECAST.map((m) => m.month), position: 'none'}]}
        yAxis={[{width: 28, min: 30}]}
        series={[
          {data: SALES_FORECAST.map((m) => m.actual), label: 'Sales', color: '#1565c0', showMark: false},
          {data: SALES_FORECAST.map((m) => m.forecast), label: 'Forecast', color: '#ef6c00', showMark: false},
        ]}
      />
    ),
  },
];

export default function ExamplesLine() {
  return <ExampleStrip examples={EXAMPLES} />;
}
