import Box from '@mui/material/Box';
import {SparkLineChart} from '@mui/x-charts/SparkLineChart';
import {dailyVisits} from '@site/src/demo-data/charts-web';

const days = dailyVisits();
const format = new Intl.DateTimeFormat('en-US', {weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC'});

// The hidden x-axis still carries the dates, so the tooltip can say which day a value belongs to.
export default function SparklineXAxis() {
  return (
    <Box sx={{width: '100%', maxWidth: 360}}>
      <SparkLineChart
        data={days.map((d) => d.signups)}
        height={80}
        showTooltip
        showHighlight
        xAxis={{scaleType: 'utc', data: days.map((d) => d.date), valueFormatter: (d: Date) => format.format(d)}}
        valueFormatter={(v) => `${v} sign-ups`}
      />
    </Box>
  );
}
