import {LineChart, lineElementClasses, markElementClasses} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

const madrid = cityClimate('madrid');
const oslo = cityClimate('oslo');

export default function LinesCss() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: [...MONTHS_SHORT]}]}
      yAxis={[{width: 50}]}
      series={[
        {id: 'madrid', data: [...madrid.temperature], label: 'Madrid'},
        {id: 'oslo', data: [...oslo.temperature], label: 'Oslo'},
      ]}
      sx={{
        // Target one series with the `series-<id>` class.
        [`& .${lineElementClasses.series}-oslo`]: {strokeDasharray: '6 4', strokeWidth: 3},
        [`& .${lineElementClasses.root}`]: {strokeLinecap: 'round'},
        [`& .${markElementClasses.root}`]: {strokeWidth: 2, r: 5},
      }}
    />
  );
}
