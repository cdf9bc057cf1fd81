import {LineChart, lineElementClasses} from '@mui/x-charts/LineChart';
import {SALES_FORECAST} from '@site/src/demo-data/charts-finance';

const months = SALES_FORECAST.map((m) => m.month);
// The band is two stacked areas: an invisible one up to the low bound, then the range above it.
const low = SALES_FORECAST.map((m) => m.low);
const range = SALES_FORECAST.map((m) => (m.low === null || m.high === null ? null : m.high - m.low));

export default function LineDemoForecast() {
  return (
    <LineChart
      height={320}
      xAxis={[{scaleType: 'point', data: months}]}
      yAxis={[{width: 40, min: 30}]}
      series={[
        {
          id: 'low',
          data: low,
          stack: 'band',
          area: true,
          showMark: false,
          color: 'transparent',
          valueFormatter: () => null,
        },
        {
          id: 'range',
          data: range,
          stack: 'band',
          area: true,
          showMark: false,
          color: 'rgba(239, 108, 0, 0.25)',
          label: 'Likely range',
          valueFormatter: () => null,
        },
        {id: 'actual', data: SALES_FORECAST.map((m) => m.actual), label: 'Sales (k bags)', color: '#1565c0'},
        {id: 'forecast', data: SALES_FORECAST.map((m) => m.forecast), label: 'Forecast', color: '#ef6c00'},
      ]}
      sx={{
        [`& .${lineElementClasses.series}-forecast`]: {strokeDasharray: '6 4'},
        [`& .${lineElementClasses.series}-low, & .${lineElementClasses.series}-range`]: {display: 'none'},
      }}
    />
  );
}
