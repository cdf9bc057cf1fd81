import {LineChart} from '@mui/x-charts/LineChart';
import {dailyVisits} from '@site/src/demo-data/charts-web';

const days = dailyVisits();
const format = new Intl.DateTimeFormat('en-US', {month: 'short', day: 'numeric', timeZone: 'UTC'});

export default function AreaDemoSimple() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'utc', data: days.map((d) => d.date), valueFormatter: (d: Date) => format.format(d)}]}
      yAxis={[{width: 50}]}
      series={[{data: days.map((d) => d.visits), label: 'Visits', area: true, showMark: false}]}
      hideLegend
    />
  );
}
