import {LineChart} from '@mui/x-charts/LineChart';
import {dailyVisits} from '@site/src/demo-data/charts-web';

const days = dailyVisits();
const dateFormat = new Intl.DateTimeFormat('en-US', {month: 'short', day: 'numeric', timeZone: 'UTC'});

// The x values are Date objects: a `time` scale spaces them by real time and picks readable ticks.
export default function LinesTimeAxis() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'utc', data: days.map((d) => d.date), valueFormatter: (date: Date) => dateFormat.format(date)}]}
      yAxis={[{width: 50}]}
      series={[{data: days.map((d) => d.visits), label: 'Visits per day', showMark: false}]}
    />
  );
}
