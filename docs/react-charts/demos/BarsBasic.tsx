import {BarChart} from '@mui/x-charts/BarChart';
import {TOP_COUNTRIES_2023} from '@site/src/demo-data/charts-population';

const countries = TOP_COUNTRIES_2023.slice(0, 6);

export default function BarsBasic() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: countries.map((c) => c.code)}]}
      yAxis={[{label: 'Millions of people', width: 76}]}
      series={[{data: countries.map((c) => c.population), label: 'Population, 2023'}]}
    />
  );
}
