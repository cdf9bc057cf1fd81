import {BarChart} from '@mui/x-charts/BarChart';
import {PARIS_2024_MEDALS} from '@site/src/demo-data/charts-sport';
import {TOP_COUNTRIES_2023, AGE_PYRAMID} from '@site/src/demo-data/charts-population';
import ExampleStrip, {THUMBNAIL_HEIGHT, type Example} from './gallery/ExampleStrip';

const medals = PARIS_2024_MEDALS.slice(0, 5);
const countries = TOP_COUNTRIES_2023.slice(0, 5);
const small = {height: THUMBNAIL_HEIGHT, hideLegend: true, skipAnimation: true, margin: 4} as const;

const EXAMPLES: Example[] = [
  {
    title: 'Stacked bars',
    href: 'bars#stacking',
    render: () => (
      <BarChart
        {...small}
        xAxis={[{scaleType: 'band', data: medals.map((m) => m.code), height: 20}]}
        yAxis={[{width: 28}]}
        series={[
          {data: medals.map((m) => m.gold), stack: 'm', label: 'Gold', color: '#c9a227'},
          {data: medals.map((m) => m.silver), stack: 'm', label: 'Silver', color: '#8d99a6'},
          {data: medals.map((m) => m.bronze), stack: 'm', label: 'Bronze', color: '#a86b3c'},
        ]}
      />
    ),
  },
  {
    title: 'Horizontal bars',
    href: 'bars#bar-direction',
    render: () => (
      <BarChart
        {...small}
        layout="horizontal"
        yAxis={[{scaleType: 'band', data: countries.map((c) => c.code), width: 28}]}
        xAxis={[{height: 20}]}
        series={[{data: countries.map((c) => c.population), label: 'Population (M)'}]}
      />
    ),
  },
  {
    title: 'Population pyramid',
    href: 'bar-demo#population-pyramid',
    render: () => (
      <BarChart
        {...small}
        layout="horizontal"
        yAxis={[
          {
            scaleType: 'band',
            data: [...AGE_PYRAMID].reverse().map((b) => b.band),
            position: 'none',
            categoryGapRatio: 0.1,
          },
        ]}
        xAxis={[{position: 'none'}]}
        series={[
          {
            data: [...AGE_PYRAMID].reverse().map((b) => -b.men),
            stack: 'p',
            label: 'Men',
            color: '#1e88e5',
            valueFormatter: (v) => `${Math.abs(v ?? 0)}M`,
          },
          {
            data: [...AGE_PYRAMID].reverse().map((b) => b.women),
            stack: 'p',
            label: 'Women',
            color: '#d81b60',
            valueFormatter: (v) => `${v}M`,
          },
        ]}
      />
    ),
  },
];

export default function ExamplesBar() {
  return <ExampleStrip examples={EXAMPLES} />;
}
