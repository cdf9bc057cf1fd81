import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

const beijing = cityClimate('beijing');

export default function LinesGrid() {
  return (
    <LineChart
      height={300}
      grid={{vertical: true, horizontal: true}}
      xAxis={[{scaleType: 'point', data: [...MONTHS_SHORT]}]}
      yAxis={[{width: 50}]}
      series={[{data: [...beijing.temperature], label: 'Beijing (°C)'}]}
      hideLegend
    />
  );
}
