import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {ENERGY_YEARS, energySource} from '@site/src/demo-data/charts-feature-energy';

const IDS = ['wind', 'solar'] as const;

export default function LegendSeriesLabels() {
  return (
    <LineChart
      height={300}
      margin={{left: 60}}
      xAxis={[{scaleType: 'point', data: [...ENERGY_YEARS]}]}
      series={IDS.map((id) => ({
        data: [...energySource(id).generation],
        color: energySource(id).color,
        // A short name in the legend, the full one in the tooltip.
        label: (location: 'tooltip' | 'legend') =>
          location === 'legend' ? energySource(id).label : `${energySource(id).label} generation, world (TWh)`,
      }))}
    />
  );
}
