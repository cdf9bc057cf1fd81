import {BarChart} from '@mui/x-charts/BarChart';
import {MONTHLY_CASH_FLOW} from '@site/src/demo-data/charts-finance';

// With `stackOffset: 'diverging'`, positive parts stack up from zero and negative parts down.
export default function BarDemoStackedBySign() {
  return (
    <BarChart
      height={320}
      dataset={MONTHLY_CASH_FLOW.map((m) => ({...m, net: m.income + m.spending}))}
      xAxis={[{scaleType: 'band', dataKey: 'month'}]}
      yAxis={[{width: 50}]}
      series={[
        {dataKey: 'income', label: 'Money in (k$)', stack: 'flow', stackOffset: 'diverging', color: '#2e7d32'},
        {dataKey: 'spending', label: 'Money out (k$)', stack: 'flow', color: '#c62828'},
        {dataKey: 'net', label: 'Net (k$)', color: '#1565c0'},
      ]}
    />
  );
}
