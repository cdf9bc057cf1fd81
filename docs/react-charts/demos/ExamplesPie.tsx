import {PieChart} from '@mui/x-charts/PieChart';
import {generationMix2023} from '@site/src/demo-data/charts-energy';
import {BROWSER_SHARES_2024, PLATFORM_SHARES_2024} from '@site/src/demo-data/charts-web';
import ExampleStrip, {THUMBNAIL_HEIGHT, type Example} from './gallery/ExampleStrip';

const small = {height: THUMBNAIL_HEIGHT, hideLegend: true, skipAnimation: true, margin: 4} as const;

const EXAMPLES: Example[] = [
  {
    title: 'Browser shares',
    href: 'pie#basics',
    render: () => <PieChart {...small} series={[{data: BROWSER_SHARES_2024.map((b) => ({...b})), valueFormatter: (i) => `${i.value}%`}]} />,
  },
  {
    title: 'Electricity mix donut',
    href: 'pie#donut',
    render: () => <PieChart {...small} series={[{data: generationMix2023(), innerRadius: '55%', paddingAngle: 2, cornerRadius: 3}]} />,
  },
  {
    title: 'Half donut',
    href: 'pie-demo#straight-angle',
    render: () => (
      <PieChart
        {...small}
        series={[
          {
            data: PLATFORM_SHARES_2024.map((p) => ({...p})),
            startAngle: -90,
            endAngle: 90,
            innerRadius: '50%',
            cy: '80%',
            valueFormatter: (i) => `${i.value}%`,
          },
        ]}
      />
    ),
  },
];

export default function ExamplesPie() {
  return <ExampleStrip examples={EXAMPLES} />;
}
