import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {LineChart} from '@mui/x-charts/LineChart';
import {ENERGY_SOURCES, ENERGY_YEARS} from '@site/src/demo-data/charts-feature-energy';

// The rank of each source among all sources, per year (1 = largest).
const ranks = ENERGY_SOURCES.map((source) =>
  ENERGY_YEARS.map((_, i) => 1 + ENERGY_SOURCES.filter((other) => other.generation[i] > source.generation[i]).length),
);

export default function AxisReverse() {
  const [reverse, setReverse] = React.useState(true);
  return (
    <Stack sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={reverse} onChange={(e) => setReverse(e.target.checked)} />}
        label="reverse the y-axis (rank 1 on top)"
      />
      <LineChart
        height={320}
        xAxis={[{scaleType: 'point', data: [...ENERGY_YEARS], valueFormatter: (y: number) => String(y)}]}
        yAxis={[{min: 1, max: 7, tickInterval: [1, 2, 3, 4, 5, 6, 7], reverse, label: 'Rank', width: 50}]}
        series={ENERGY_SOURCES.map((s, i) => ({data: ranks[i], label: s.label, color: s.color, curve: 'linear'}))}
      />
    </Stack>
  );
}
