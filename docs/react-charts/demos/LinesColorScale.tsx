import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

const oslo = cityClimate('oslo');

// Blue below freezing, orange above: the colour map of the y-axis paints the line by value.
export default function LinesColorScale() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: [...MONTHS_SHORT]}]}
      yAxis={[{width: 50, colorMap: {type: 'piecewise', thresholds: [0], colors: ['#1565c0', '#ef6c00']}}]}
      series={[{data: [...oslo.temperature], label: 'Oslo (°C)', area: true, baseline: 'min'}]}
      hideLegend
    />
  );
}
