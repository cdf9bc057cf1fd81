import {Heatmap} from '@mui/x-charts-pro/Heatmap';
import {FunnelChart} from '@mui/x-charts-pro/FunnelChart';
import {Unstable_SankeyChart} from '@mui/x-charts-pro/SankeyChart';
import {CITY_CLIMATES} from '@site/src/demo-data/charts-climate';
import {SALARY_FLOW_LINKS} from '@site/src/demo-data/charts-finance';
import {shopFunnel} from '@site/src/demo-data/charts-web';
import ExampleStrip, {THUMBNAIL_HEIGHT, type Example} from './gallery/ExampleStrip';

const temperatures = CITY_CLIMATES.flatMap((c, y) => c.temperature.map((t, x) => [x, y, t] as [number, number, number]));

const EXAMPLES: Example[] = [
  {
    title: 'Heatmap (Pro)',
    href: 'heatmap',
    render: () => (
      <Heatmap
        height={THUMBNAIL_HEIGHT}
        margin={4}
        xAxis={[{data: Array.from({length: 12}, (_, m) => m), position: 'none'}]}
        yAxis={[{data: CITY_CLIMATES.map((c) => c.city), position: 'none'}]}
        zAxis={[{colorMap: {type: 'continuous', min: -5, max: 30, color: ['#1565c0', '#ef6c00']}}]}
        series={[{data: temperatures, valueFormatter: (v) => `${v} °C`}]}
      />
    ),
  },
  {
    title: 'Funnel (Pro)',
    href: 'funnel',
    render: () => (
      <FunnelChart
        height={THUMBNAIL_HEIGHT}
        margin={4}
        hideLegend
        skipAnimation
        series={[{data: shopFunnel('all'), sectionLabel: false, curve: 'bump'}]}
      />
    ),
  },
  {
    title: 'Sankey (Pro)',
    href: 'sankey',
    render: () => (
      <Unstable_SankeyChart
        height={THUMBNAIL_HEIGHT}
        margin={4}
        series={{data: {links: [...SALARY_FLOW_LINKS]}, nodeOptions: {showLabels: false}}}
      />
    ),
  },
];

export default function ExamplesPro() {
  return <ExampleStrip examples={EXAMPLES} />;
}
