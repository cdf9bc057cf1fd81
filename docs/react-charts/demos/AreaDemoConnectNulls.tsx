import {LineChart} from '@mui/x-charts/LineChart';
import {dailyVisits} from '@site/src/demo-data/charts-web';

const format = new Intl.DateTimeFormat('en-US', {month: 'short', day: 'numeric', timeZone: 'UTC'});
// The analytics tag was broken for three days: those visits were not recorded.
const days = dailyVisits().map((d, i) => ({...d, visits: i >= 9 && i <= 11 ? null : d.visits}));

export default function AreaDemoConnectNulls() {
  return (
    <LineChart
      height={320}
      xAxis={[{scaleType: 'utc', data: days.map((d) => d.date), valueFormatter: (d: Date) => format.format(d)}]}
      yAxis={[{width: 50}]}
      series={[
        {data: days.map((d) => d.visits), label: 'Recorded visits', area: true, showMark: false},
        {
          data: days.map((d) => (d.visits === null ? null : d.visits / 2)),
          label: 'Half, bridged',
          area: true,
          connectNulls: true,
          showMark: false,
        },
      ]}
    />
  );
}
