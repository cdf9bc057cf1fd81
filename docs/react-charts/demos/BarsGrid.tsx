import {BarChart} from '@mui/x-charts/BarChart';
import {QUARTERLY_RESULTS} from '@site/src/demo-data/charts-finance';

export default function BarsGrid() {
  return (
    <BarChart
      height={300}
      grid={{horizontal: true}}
      dataset={QUARTERLY_RESULTS.map((row) => ({...row}))}
      xAxis={[{scaleType: 'band', dataKey: 'quarter'}]}
      yAxis={[{label: 'Revenue (k$)', width: 60}]}
      series={[{dataKey: 'revenue', label: 'Revenue', valueFormatter: (v) => `$${v}k`}]}
      hideLegend
    />
  );
}
