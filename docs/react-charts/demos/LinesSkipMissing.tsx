import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

// A weather station that was down in April and from September to October: those months are null.
const oslo = cityClimate('oslo').temperature.map((t, i) => ([3, 8, 9].includes(i) ? null : t));

export default function LinesSkipMissing() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: [...MONTHS_SHORT]}]}
      yAxis={[{width: 50}]}
      series={[{data: oslo, label: 'Oslo, measured (°C)', valueFormatter: (v) => (v === null ? 'no reading' : `${v} °C`)}]}
    />
  );
}
