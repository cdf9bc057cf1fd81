import {BarChart} from '@mui/x-charts/BarChart';
import {generationMix2023} from '@site/src/demo-data/charts-energy';

const mix = generationMix2023();
const total = mix.reduce((sum, s) => sum + s.value, 0);

export default function BarsCustomLabels() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      yAxis={[{scaleType: 'band', data: mix.map((s) => s.label), width: 80}]}
      xAxis={[{label: 'TWh, 2023'}]}
      series={[{data: mix.map((s) => s.value), color: '#00695c'}]}
      // Label each bar with its share, and leave out the labels that would not fit.
      barLabel={(item, context) => (context.bar.width < 40 ? null : `${Math.round(((item.value ?? 0) / total) * 100)}%`)}
      slotProps={{barLabel: {style: {fill: '#fff', fontWeight: 600}}}}
      hideLegend
    />
  );
}
