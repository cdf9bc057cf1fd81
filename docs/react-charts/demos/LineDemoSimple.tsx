import {LineChart} from '@mui/x-charts/LineChart';
import {QUARTERLY_RESULTS} from '@site/src/demo-data/charts-finance';

export default function LineDemoSimple() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: QUARTERLY_RESULTS.map((r) => r.quarter)}]}
      yAxis={[{width: 50}]}
      series={[
        {data: QUARTERLY_RESULTS.map((r) => r.revenue), label: 'Revenue (k$)'},
        {data: QUARTERLY_RESULTS.map((r) => r.profit), label: 'Operating profit (k$)'},
      ]}
    />
  );
}
