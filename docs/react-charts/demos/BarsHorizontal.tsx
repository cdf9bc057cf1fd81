import {BarChart} from '@mui/x-charts/BarChart';
import {TOP_COUNTRIES_2023} from '@site/src/demo-data/charts-population';

export default function BarsHorizontal() {
  return (
    <BarChart
      height={360}
      layout="horizontal"
      dataset={TOP_COUNTRIES_2023.map((c) => ({...c}))}
      yAxis={[{scaleType: 'band', dataKey: 'country', width: 100}]}
      xAxis={[{label: 'Millions of people'}]}
      series={[{dataKey: 'population', label: 'Population, 2023', valueFormatter: (v) => `${v} million`}]}
      hideLegend
    />
  );
}
