import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {energyDataset, ENERGY_SOURCES} from '@site/src/demo-data/charts-feature-energy';

const dataset = energyDataset().filter((row) => row.year >= 2018);

export default function StackingGroups() {
  return (
    <BarChart
      height={320}
      dataset={dataset}
      xAxis={[{scaleType: 'band', dataKey: 'year', valueFormatter: (y: number) => String(y)}]}
      yAxis={[{label: 'TWh', width: 75}]}
      // Series with the same `stack` id pile up; two ids make two columns per year.
      series={ENERGY_SOURCES.map((s) => ({
        dataKey: s.id,
        label: s.label,
        color: s.color,
        stack: s.fossil ? 'fossil' : 'low-carbon',
      }))}
    />
  );
}
