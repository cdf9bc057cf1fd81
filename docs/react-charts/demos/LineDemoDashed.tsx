import {LineChart, lineElementClasses, markElementClasses} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

const london = cityClimate('london');
const madrid = cityClimate('madrid');

export default function LineDemoDashed() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: [...MONTHS_SHORT]}]}
      yAxis={[{width: 50}]}
      series={[
        {id: 'london', data: [...london.temperature], label: 'London (°C)'},
        {id: 'madrid', data: [...madrid.temperature], label: 'Madrid (°C)'},
      ]}
      sx={{
        [`& .${lineElementClasses.series}-london`]: {strokeDasharray: '8 4'},
        [`& .${lineElementClasses.series}-madrid`]: {strokeDasharray: '2 4', strokeLinecap: 'round', strokeWidth: 3},
        [`& .${markElementClasses.root}`]: {display: 'none'},
      }}
    />
  );
}
