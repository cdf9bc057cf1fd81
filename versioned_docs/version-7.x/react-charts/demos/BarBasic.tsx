import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {TOP_COUNTRIES_2023} from '@site/src/demo-data/charts-population';

const TOP_FIVE = TOP_COUNTRIES_2023.slice(0, 5);

export default function BarBasic() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: TOP_FIVE.map((c) => c.country)}]}
      series={[{data: TOP_FIVE.map((c) => c.population), label: 'Population 2023 (millions)'}]}
    />
  );
}
