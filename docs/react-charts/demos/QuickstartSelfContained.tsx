import {BarChart} from '@mui/x-charts/BarChart';
import {cityClimate, MONTHS_SHORT} from '@site/src/demo-data/charts-climate';

const london = cityClimate('london');
const madrid = cityClimate('madrid');

export default function QuickstartSelfContained() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: [...MONTHS_SHORT]}]}
      yAxis={[{label: 'Precipitation (mm)', width: 60}]}
      series={[
        {data: [...london.precipitation], label: 'London'},
        {data: [...madrid.precipitation], label: 'Madrid'},
      ]}
    />
  );
}
