import Stack from '@mui/material/Stack';
import {SparkLineChart} from '@mui/x-charts/SparkLineChart';
import {Gauge} from '@mui/x-charts/Gauge';
import {RadarChart} from '@mui/x-charts/RadarChart';
import {dailyVisits} from '@site/src/demo-data/charts-web';
import {food, NUTRIENTS} from '@site/src/demo-data/charts-nutrition';
import ExampleStrip, {THUMBNAIL_HEIGHT, type Example} from './gallery/ExampleStrip';

const visits = dailyVisits();

const EXAMPLES: Example[] = [
  {
    title: 'Sparklines',
    href: 'sparkline',
    render: () => (
      <Stack spacing={2} sx={{pt: 2}}>
        <SparkLineChart data={visits.map((d) => d.visits)} height={50} area skipAnimation />
        <SparkLineChart data={visits.map((d) => d.signups)} height={50} plotType="bar" skipAnimation />
      </Stack>
    ),
  },
  {
    title: 'Gauge',
    href: 'gauge',
    render: () => (
      <Gauge height={THUMBNAIL_HEIGHT} value={39} startAngle={-110} endAngle={110} text={({value}) => `${value}%`} skipAnimation />
    ),
  },
  {
    title: 'Radar',
    href: 'radar',
    render: () => (
      <RadarChart
        height={THUMBNAIL_HEIGHT}
        hideLegend
        skipAnimation
        margin={8}
        series={['almonds', 'banana'].map(food).map((f) => ({label: f.food, data: [...f.grams]}))}
        radar={{metrics: [...NUTRIENTS], max: 50, labelFormatter: () => ''}}
      />
    ),
  },
];

export default function ExamplesOther() {
  return <ExampleStrip examples={EXAMPLES} />;
}
