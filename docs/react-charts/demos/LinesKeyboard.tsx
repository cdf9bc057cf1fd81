import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

const london = cityClimate('london');
const sydney = cityClimate('sydney');

export default function LinesKeyboard() {
  return (
    <LineChart
      enableKeyboardNavigation
      height={300}
      xAxis={[{scaleType: 'point', data: [...MONTHS_SHORT]}]}
      yAxis={[{width: 50}]}
      series={[
        {data: [...london.temperature], label: 'London (°C)'},
        {data: [...sydney.temperature], label: 'Sydney (°C)'},
      ]}
    />
  );
}
