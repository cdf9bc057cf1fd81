import {LineChart} from '@mui/x-charts/LineChart';
import {CONTINENTS, CONTINENT_POPULATION, DECADES} from '@site/src/demo-data/charts-population';

export default function LinesStacked() {
  return (
    <LineChart
      height={320}
      xAxis={[{scaleType: 'point', data: [...DECADES]}]}
      yAxis={[{label: 'Billions of people', width: 50}]}
      series={CONTINENTS.map((continent) => ({
        data: [...CONTINENT_POPULATION[continent]],
        label: continent,
        stack: 'world',
        area: true,
        showMark: false,
        valueFormatter: (v: number | null) => `${v} billion`,
      }))}
    />
  );
}
