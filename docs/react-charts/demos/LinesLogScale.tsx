import {LineChart} from '@mui/x-charts/LineChart';
import {ENERGY_YEARS, WORLD_GENERATION} from '@site/src/demo-data/charts-energy';

// On a log scale, equal growth rates draw equal slopes: solar grows fastest even though coal is larger.
export default function LinesLogScale() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: [...ENERGY_YEARS]}]}
      yAxis={[{scaleType: 'log', label: 'TWh (log scale)', width: 60}]}
      series={[
        {data: [...WORLD_GENERATION.coal], label: 'Coal'},
        {data: [...WORLD_GENERATION.wind], label: 'Wind'},
        {data: [...WORLD_GENERATION.solar], label: 'Solar'},
      ]}
    />
  );
}
