import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {ENERGY_YEARS, energySource, totalGeneration} from '@site/src/demo-data/charts-feature-energy';

const totals = totalGeneration();
const sources = [energySource('wind'), energySource('solar')];

export default function TooltipValueFormatter() {
  return (
    <LineChart
      height={300}
      xAxis={[{scaleType: 'point', data: [...ENERGY_YEARS], valueFormatter: (y: number) => String(y)}]}
      yAxis={[{label: 'TWh', width: 75}]}
      series={sources.map((s) => ({
        data: [...s.generation],
        label: s.label,
        color: s.color,
        // The context gives the data index: enough to add the share of that year's total.
        valueFormatter: (value: number | null, {dataIndex}) =>
          value == null ? null : `${value.toLocaleString('en-US')} TWh (${((value / totals[dataIndex]) * 100).toFixed(1)} % of all)`,
      }))}
    />
  );
}
