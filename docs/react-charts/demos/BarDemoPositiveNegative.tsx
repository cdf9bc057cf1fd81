import {BarChart} from '@mui/x-charts/BarChart';
import {MONTHLY_CASH_FLOW} from '@site/src/demo-data/charts-finance';

const net = MONTHLY_CASH_FLOW.map((m) => m.income + m.spending);

export default function BarDemoPositiveNegative() {
  return (
    <BarChart
      height={300}
      grid={{horizontal: true}}
      xAxis={[{scaleType: 'band', data: MONTHLY_CASH_FLOW.map((m) => m.month)}]}
      yAxis={[{width: 50, colorMap: {type: 'piecewise', thresholds: [0], colors: ['#c62828', '#2e7d32']}}]}
      series={[
        {
          data: net,
          label: 'Net cash flow (k$)',
          valueFormatter: (v) => (v === null ? '' : `${v > 0 ? '+' : ''}${v}k$`),
        },
      ]}
      hideLegend
    />
  );
}
