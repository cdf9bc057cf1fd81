import {BarChart} from '@mui/x-charts/BarChart';
import {QUARTERLY_RESULTS} from '@site/src/demo-data/charts-finance';

// Revenue (k$) and customers live on different scales: each series gets its own y-axis.
export default function BarDemoBiaxial() {
  return (
    <BarChart
      height={320}
      dataset={QUARTERLY_RESULTS.map((r) => ({...r}))}
      xAxis={[{scaleType: 'band', dataKey: 'quarter'}]}
      yAxis={[
        {id: 'money', label: 'Revenue (k$)', width: 60},
        {id: 'people', label: 'Customers', position: 'right', width: 60},
      ]}
      series={[
        {dataKey: 'revenue', label: 'Revenue', yAxisId: 'money'},
        {dataKey: 'customers', label: 'Customers', yAxisId: 'people'},
      ]}
    />
  );
}
