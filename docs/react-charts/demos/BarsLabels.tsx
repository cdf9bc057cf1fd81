import {BarChart} from '@mui/x-charts/BarChart';
import {PARIS_2024_MEDALS} from '@site/src/demo-data/charts-sport';

const rows = PARIS_2024_MEDALS.slice(0, 6);

export default function BarsLabels() {
  return (
    <BarChart
      height={300}
      barLabel="value"
      // White labels on dark bars: legible in light and dark mode (the default label colour follows the page text).
      slotProps={{barLabel: {style: {fill: '#fff'}}}}
      xAxis={[{scaleType: 'band', data: rows.map((r) => r.code)}]}
      series={[
        {data: rows.map((r) => r.gold), label: 'Gold', color: '#7a5c00'},
        {data: rows.map((r) => r.silver + r.bronze), label: 'Silver and bronze', color: '#455a64'},
      ]}
    />
  );
}
