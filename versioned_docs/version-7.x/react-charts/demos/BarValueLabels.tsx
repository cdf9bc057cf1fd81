import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {PARIS_2024_MEDALS} from '@site/src/demo-data/charts-sport';

const rows = PARIS_2024_MEDALS.slice(0, 6);

export default function BarValueLabels() {
  return (
    <BarChart
      height={300}
      xAxis={[{scaleType: 'band', data: rows.map((r) => r.code)}]}
      series={[
        {data: rows.map((r) => r.gold), label: 'Gold'},
        {data: rows.map((r) => r.gold + r.silver + r.bronze), label: 'All medals'},
      ]}
      // Skip a label when the bar is too short to hold it.
      barLabel={(item, context) => (context.bar.height < 18 ? null : String(item.value))}
    />
  );
}
