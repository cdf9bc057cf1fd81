import {BarChart} from '@mui/x-charts/BarChart';
import {QUARTERLY_RESULTS} from '@site/src/demo-data/charts-finance';

export default function BarDemoSimple() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: QUARTERLY_RESULTS.map((r) => r.quarter)}]}
      series={[
        {data: QUARTERLY_RESULTS.map((r) => r.revenue), label: 'Revenue (k$)'},
        {data: QUARTERLY_RESULTS.map((r) => r.profit), label: 'Operating profit (k$)'},
      ]}
    />
  );
}
