import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {PARIS_2024_MEDALS} from '@site/src/demo-data/charts-sport';

const rows = PARIS_2024_MEDALS.slice(0, 6);

export default function AxisReversed() {
  return (
    <BarChart
      height={300}
      // reverse on the x-axis lists the countries from right to left.
      xAxis={[{scaleType: 'band', data: rows.map((r) => r.code), reverse: true}]}
      series={[{data: rows.map((r) => r.gold), label: 'Gold medals, Paris 2024'}]}
    />
  );
}
