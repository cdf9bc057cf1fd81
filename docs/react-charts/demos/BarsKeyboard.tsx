import {BarChart} from '@mui/x-charts/BarChart';
import {PARIS_2024_MEDALS} from '@site/src/demo-data/charts-sport';

const rows = PARIS_2024_MEDALS.slice(0, 6);

export default function BarsKeyboard() {
  return (
    <BarChart
      enableKeyboardNavigation
      height={300}
      xAxis={[{scaleType: 'band', data: rows.map((r) => r.code)}]}
      series={[
        {data: rows.map((r) => r.gold), label: 'Gold', color: '#c9a227'},
        {data: rows.map((r) => r.silver), label: 'Silver', color: '#8d99a6'},
        {data: rows.map((r) => r.bronze), label: 'Bronze', color: '#a86b3c'},
      ]}
    />
  );
}
