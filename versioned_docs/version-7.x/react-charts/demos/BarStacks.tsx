import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {PARIS_2024_MEDALS} from '@site/src/demo-data/charts-sport';

const rows = PARIS_2024_MEDALS.slice(0, 8);

export default function BarStacks() {
  return (
    <BarChart
      height={320}
      xAxis={[{scaleType: 'band', data: rows.map((r) => r.code)}]}
      series={[
        {data: rows.map((r) => r.gold), label: 'Gold', stack: 'medals', color: '#d4af37'},
        {data: rows.map((r) => r.silver), label: 'Silver', stack: 'medals', color: '#a8a9ad'},
        {data: rows.map((r) => r.bronze), label: 'Bronze', stack: 'medals', color: '#b0713d'},
      ]}
    />
  );
}
