import * as React from 'react';
import {LineChart} from '@mui/x-charts/LineChart';
import {ENERGY_YEARS, energySource} from '@site/src/demo-data/charts-feature-energy';

const sources = [energySource('coal'), energySource('wind'), energySource('solar')];

export default function AxisTicksWithoutLabels() {
  return (
    <LineChart
      height={320}
      xAxis={[{scaleType: 'point', data: [...ENERGY_YEARS], valueFormatter: (y: number) => String(y)}]}
      yAxis={[
        {
          scaleType: 'log',
          min: 100,
          max: 20000,
          width: 60,
          label: 'TWh (log scale)',
          // d3 proposes a tick at every step (200, 300, 400 ...) but labels only some of them;
          // `defaultTickLabel` is '' for the others, so they stay as short ticks without text.
          valueFormatter: (value: number, context) =>
            context.location === 'tick' ? context.defaultTickLabel : `${value.toLocaleString('en-US')} TWh`,
        },
      ]}
      // On a log scale, equal slopes mean equal growth rates.
      series={sources.map((s) => ({data: [...s.generation], label: s.label, color: s.color}))}
    />
  );
}
