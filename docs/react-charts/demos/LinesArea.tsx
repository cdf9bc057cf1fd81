import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

const singapore = cityClimate('singapore');

export default function LinesArea() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: [...MONTHS_SHORT]}]}
      yAxis={[{width: 50}]}
      series={[{data: [...singapore.precipitation], label: 'Singapore precipitation (mm)', area: true, showMark: false}]}
    />
  );
}
