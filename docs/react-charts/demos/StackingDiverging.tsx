import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {ENERGY_SOURCES, ENERGY_YEARS} from '@site/src/demo-data/charts-feature-energy';

const years = ENERGY_YEARS.slice(1);

export default function StackingDiverging() {
  return (
    <BarChart
      height={320}
      xAxis={[{scaleType: 'band', data: years.map(String)}]}
      yAxis={[{label: 'Change on the year before (TWh)', width: 75}]}
      // 'diverging': rises stack up from zero, falls stack down from zero.
      series={ENERGY_SOURCES.map((s) => ({
        data: years.map((_, i) => s.generation[i + 1] - s.generation[i]),
        label: s.label,
        color: s.color,
        stack: 'change',
        stackOffset: 'diverging' as const,
        valueFormatter: (v: number | null) => (v == null ? '' : `${v > 0 ? '+' : ''}${v} TWh`),
      }))}
    />
  );
}
