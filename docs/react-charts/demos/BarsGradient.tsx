import {BarChart} from '@mui/x-charts/BarChart';
import {monthlyDataset} from '@site/src/demo-data/charts-climate';

const dataset = monthlyDataset('temperature');

export default function BarsGradient() {
  return (
    <BarChart
      height={300}
      dataset={dataset}
      xAxis={[{scaleType: 'band', dataKey: 'month'}]}
      yAxis={[{label: 'Mean temperature (°C)', width: 60}]}
      // `color` accepts any SVG paint, so it can point at a gradient defined in the chart's SVG.
      series={[{dataKey: 'madrid', label: 'Madrid', color: 'url(#madrid-heat)', valueFormatter: (v) => `${v} °C`}]}
      hideLegend
    >
      <defs>
        <linearGradient id="madrid-heat" gradientTransform="rotate(90)">
          <stop offset="0%" stopColor="#e65100" />
          <stop offset="100%" stopColor="#ffb74d" />
        </linearGradient>
      </defs>
    </BarChart>
  );
}
