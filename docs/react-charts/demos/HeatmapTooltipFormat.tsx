import {Heatmap} from '@mui/x-charts-pro/Heatmap';
import {hourlyTraffic, WEEKDAYS} from '@site/src/demo-data/charts-web';

const hours = Array.from({length: 24}, (_, h) => h);
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

// The tooltip reads the axes' formatters for the cell's coordinates and the series' for its value.
export default function HeatmapTooltipFormat() {
  return (
    <Heatmap
      height={300}
      xAxis={[
        {
          data: hours,
          valueFormatter: (h: number, context) => (context.location === 'tooltip' ? `${h}:00–${h + 1}:00` : `${h}`),
        },
      ]}
      yAxis={[
        {
          data: [...WEEKDAYS],
          width: 40,
          valueFormatter: (day: string, context) =>
            context.location === 'tooltip' ? DAY_NAMES[WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number])]! : day,
        },
      ]}
      series={[{data: hourlyTraffic(), label: 'Average sessions', valueFormatter: (v) => `${v} sessions per hour`}]}
    />
  );
}
