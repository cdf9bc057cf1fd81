import {Heatmap} from '@mui/x-charts-pro/Heatmap';
import {hourlyTraffic, WEEKDAYS} from '@site/src/demo-data/charts-web';

const hours = Array.from({length: 24}, (_, h) => h);

// Each cell is [x index, y index, value]: the hour, the weekday and the average sessions.
export default function HeatmapBasic() {
  return (
    <Heatmap
      height={300}
      xAxis={[{data: hours, valueFormatter: (h: number) => `${h}h`}]}
      yAxis={[{data: [...WEEKDAYS], width: 40}]}
      series={[{data: hourlyTraffic(), label: 'Sessions'}]}
    />
  );
}
