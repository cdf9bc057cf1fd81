import {LineChart} from '@mui/x-charts/LineChart';
import {ENERGY_SOURCES, ENERGY_SOURCE_LABELS, generationDataset} from '@site/src/demo-data/charts-energy';
import {CONTINENTS, CONTINENT_POPULATION, DECADES} from '@site/src/demo-data/charts-population';
import {dailyVisits} from '@site/src/demo-data/charts-web';
import ExampleStrip, {THUMBNAIL_HEIGHT, type Example} from './gallery/ExampleStrip';

const small = {height: THUMBNAIL_HEIGHT, hideLegend: true, skipAnimation: true, margin: 4} as const;
const dataset = generationDataset();
const visits = dailyVisits();

const EXAMPLES: Example[] = [
  {
    title: 'Stacked areas',
    href: 'lines#stacking',
    render: () => (
      <LineChart
        {...small}
        xAxis={[{scaleType: 'point', data: [...DECADES], position: 'none'}]}
        yAxis={[{width: 28}]}
        series={CONTINENTS.map((c) => ({
          data: [...CONTINENT_POPULATION[c]],
          label: c,
          stack: 'w',
          area: true,
          showMark: false,
        }))}
      />
    ),
  },
  {
    title: 'Shares over time',
    href: 'areas-demo#percent',
    render: () => (
      <LineChart
        {...small}
        dataset={dataset}
        xAxis={[{scaleType: 'point', dataKey: 'year', position: 'none'}]}
        yAxis={[{position: 'none'}]}
        series={ENERGY_SOURCES.map((s) => ({
          dataKey: s,
          label: ENERGY_SOURCE_LABELS[s],
          stack: 'x',
          stackOffset: 'expand' as const,
          area: true,
          showMark: false,
        }))}
      />
    ),
  },
  {
    title: 'Daily visits',
    href: 'areas-demo#simple',
    render: () => (
      <LineChart
        {...small}
        xAxis={[{scaleType: 'utc', data: visits.map((d) => d.date), position: 'none'}]}
        yAxis={[{width: 32}]}
        series={[{data: visits.map((d) => d.visits), label: 'Visits', area: true, showMark: false}]}
      />
    ),
  },
];

export default function ExamplesArea() {
  return <ExampleStrip examples={EXAMPLES} />;
}
