import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {TOP_COUNTRIES_2023} from '@site/src/demo-data/charts-population';

export default function BarHorizontalLayout() {
  return (
    <BarChart
      height={360}
      layout="horizontal"
      // v7 axes have no width option: the left margin makes room for the country names.
      margin={{left: 110, top: 20, right: 20}}
      yAxis={[{scaleType: 'band', data: TOP_COUNTRIES_2023.map((c) => c.country)}]}
      xAxis={[{label: 'Millions of people'}]}
      series={[{data: TOP_COUNTRIES_2023.map((c) => c.population), label: 'Population 2023'}]}
      slotProps={{legend: {hidden: true}}}
    />
  );
}
