import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {energyDataset, ENERGY_SOURCES} from '@site/src/demo-data/charts-feature-energy';

const dataset = energyDataset().filter((row) => row.year >= 2021);
const total = (row: (typeof dataset)[number]) => ENERGY_SOURCES.reduce((sum, s) => sum + row[s.id], 0);

export default function LabelBarConditional() {
  return (
    <BarChart
      height={340}
      dataset={dataset}
      xAxis={[{scaleType: 'band', dataKey: 'year', valueFormatter: (y: number) => String(y)}]}
      yAxis={[{label: 'TWh', width: 75}]}
      series={ENERGY_SOURCES.map((s) => ({dataKey: s.id, label: s.label, color: s.color, stack: 'mix'}))}
      // A function decides per bar: the share in percent, only when the segment is tall enough.
      barLabel={(item, context) => {
        if (item.value == null || context.bar.height < 18) return null;
        return `${Math.round((item.value / total(dataset[item.dataIndex])) * 100)} %`;
      }}
    />
  );
}
