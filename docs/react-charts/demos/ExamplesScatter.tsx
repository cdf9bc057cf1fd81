import {ScatterChart} from '@mui/x-charts/ScatterChart';
import {COUNTRY_INDICATORS, countriesIn, REGIONS} from '@site/src/demo-data/charts-countries';
import {bikeTrips} from '@site/src/demo-data/charts-trips';
import ExampleStrip, {THUMBNAIL_HEIGHT, type Example} from './gallery/ExampleStrip';

const small = {height: THUMBNAIL_HEIGHT, hideLegend: true, skipAnimation: true, margin: 4} as const;
const trips = bikeTrips(300);

const EXAMPLES: Example[] = [
  {
    title: 'Income and life expectancy',
    href: 'scatter#basics',
    render: () => (
      <ScatterChart
        {...small}
        xAxis={[{scaleType: 'log', position: 'none'}]}
        yAxis={[{min: 50, width: 28}]}
        series={REGIONS.map((r) => ({
          label: r,
          markerSize: 3,
          data: countriesIn(r).map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy})),
        }))}
      />
    ),
  },
  {
    title: 'Coloured by population',
    href: 'scatter#color-scale',
    render: () => (
      <ScatterChart
        {...small}
        xAxis={[{scaleType: 'log', position: 'none'}]}
        yAxis={[{min: 50, width: 28}]}
        zAxis={[{colorMap: {type: 'piecewise', thresholds: [50, 200], colors: ['#90caf9', '#1e88e5', '#0d47a1']}}]}
        series={[
          {
            label: 'Countries',
            markerSize: 4,
            data: COUNTRY_INDICATORS.map((c) => ({id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy, z: c.population})),
          },
        ]}
      />
    ),
  },
  {
    title: 'Bike trips',
    href: 'scatter-demo#simple',
    render: () => (
      <ScatterChart
        {...small}
        xAxis={[{position: 'none', max: 15}]}
        yAxis={[{width: 28, max: 70}]}
        series={[
          {
            label: 'Classic',
            markerSize: 2,
            data: trips.filter((t) => !t.electric).map((t) => ({id: t.id, x: t.distance, y: t.duration})),
          },
          {
            label: 'Electric',
            markerSize: 2,
            data: trips.filter((t) => t.electric).map((t) => ({id: t.id, x: t.distance, y: t.duration})),
          },
        ]}
      />
    ),
  },
];

export default function ExamplesScatter() {
  return <ExampleStrip examples={EXAMPLES} />;
}
