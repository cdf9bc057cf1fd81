import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {LineChart} from '@mui/x-charts/LineChart';
import type {StackOffsetType} from '@mui/x-charts/models';
import {ENERGY_SOURCES, ENERGY_YEARS} from '@site/src/demo-data/charts-feature-energy';

const OFFSETS: StackOffsetType[] = ['none', 'expand', 'silhouette', 'wiggle'];

export default function StackingOffset() {
  const [offset, setOffset] = React.useState<StackOffsetType>('expand');
  return (
    <Stack sx={{width: '100%'}} spacing={2}>
      <TextField
        select
        size="small"
        label="stackOffset"
        value={offset}
        onChange={(e) => setOffset(e.target.value as StackOffsetType)}
        sx={{maxWidth: 200}}
      >
        {OFFSETS.map((o) => (
          <MenuItem key={o} value={o}>
            {o}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={320}
        xAxis={[{scaleType: 'point', data: [...ENERGY_YEARS], valueFormatter: (y: number) => String(y)}]}
        yAxis={[{width: 75, valueFormatter: (v: number) => (offset === 'expand' ? `${Math.round(v * 100)} %` : v.toLocaleString('en-US'))}]}
        // The offset belongs to the stack: every series of the group must agree (the first one counts).
        series={ENERGY_SOURCES.map((s) => ({
          data: [...s.generation],
          label: s.label,
          color: s.color,
          area: true,
          showMark: false,
          stack: 'mix',
          stackOffset: offset,
        }))}
      />
    </Stack>
  );
}
