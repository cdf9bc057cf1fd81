import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

const sydney = cityClimate('sydney');

export default function LineDemoBiaxial() {
  return (
    <LineChart
      height={320}
      xAxis={[{scaleType: 'point', data: [...MONTHS_SHORT]}]}
      yAxis={[
        {id: 'temperature', label: 'Temperature (°C)', width: 55},
        {id: 'rain', label: 'Precipitation (mm)', position: 'right', width: 60},
      ]}
      series={[
        {data: [...sydney.temperature], label: 'Temperature', yAxisId: 'temperature'},
        {data: [...sydney.precipitation], label: 'Precipitation', yAxisId: 'rain'},
      ]}
    />
  );
}
