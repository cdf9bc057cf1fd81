import {Heatmap} from '@mui/x-charts-pro/Heatmap';
import {hourlyTraffic, WEEKDAYS} from '@site/src/demo-data/charts-web';

const hours = Array.from({length: 24}, (_, h) => h);

// Weekdays along the top, hours down the side with a label every third hour.
export default function HeatmapAxes() {
  return (
    <Heatmap
      height={520}
      xAxis={[{data: [...WEEKDAYS], position: 'top', height: 30}]}
      yAxis={[
        {
          data: hours,
          width: 60,
          label: 'Hour of day',
          valueFormatter: (h: number) => `${String(h).padStart(2, '0')}:00`,
          tickLabelInterval: (h: number) => h % 3 === 0,
        },
      ]}
      series={[{data: hourlyTraffic().map(([hour, day, v]) => [day, hour, v] as [number, number, number]), label: 'Sessions'}]}
    />
  );
}
