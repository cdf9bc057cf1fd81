import * as React from 'react';
import {BarChart} from '@mui/x-charts/BarChart';
import {legendClasses} from '@mui/x-charts/ChartsLegend';
import {energyDataset, ENERGY_SOURCES} from '@site/src/demo-data/charts-feature-energy';

const dataset = energyDataset().filter((row) => row.year >= 2020);
const renewables = ENERGY_SOURCES.filter((s) => ['hydro', 'wind', 'solar'].includes(s.id));

export default function LegendLabelStyle() {
  return (
    <BarChart
      height={300}
      dataset={dataset}
      xAxis={[{scaleType: 'band', dataKey: 'year', valueFormatter: (y: number) => String(y)}]}
      yAxis={[{label: 'TWh', width: 75}]}
      series={renewables.map((s) => ({dataKey: s.id, label: s.label, color: s.color}))}
      slotProps={{
        legend: {
          sx: (theme) => ({
            gap: 3,
            [`.${legendClasses.label}`]: {
              fontSize: 15,
              fontWeight: 600,
              letterSpacing: 0.5,
              textTransform: 'uppercase',
              color: (theme.vars ?? theme).palette.text.secondary,
            },
            [`.${legendClasses.mark}`]: {width: 18, height: 18},
          }),
        },
      }}
    />
  );
}
