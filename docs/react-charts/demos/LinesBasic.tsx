import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

const london = cityClimate('london');
const madrid = cityClimate('madrid');

export default function LinesBasic() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: [...MONTHS_SHORT]}]}
      yAxis={[{label: 'Mean temperature (°C)', width: 60}]}
      series={[
        {data: [...london.temperature], label: 'London'},
        {data: [...madrid.temperature], label: 'Madrid'},
      ]}
    />
  );
}
