import {Heatmap} from '@mui/x-charts-pro/Heatmap';
import {CITY_CLIMATES, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

const data = CITY_CLIMATES.flatMap((city, y) => city.temperature.map((t, x) => [x, y, t] as [number, number, number]));

// The heatmap's legend is a continuous colour scale, hidden unless `hideLegend` is false.
export default function HeatmapLegend() {
  return (
    <Heatmap
      height={320}
      hideLegend={false}
      slotProps={{legend: {position: {vertical: 'bottom', horizontal: 'center'}}}}
      xAxis={[{data: [...MONTHS_SHORT]}]}
      yAxis={[{data: CITY_CLIMATES.map((c) => c.city), width: 70}]}
      zAxis={[{min: -5, max: 30, colorMap: {type: 'continuous', min: -5, max: 30, color: ['#1565c0', '#ef6c00']}}]}
      series={[{data, label: 'Mean temperature (°C)', valueFormatter: (v) => `${v} °C`}]}
    />
  );
}
