import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {LineChart} from '@mui/x-charts/LineChart';
import {cityClimate, MONTHS} from '@site/src/demo-data/charts-feature-climate';

const CURVES = ['linear', 'monotoneX', 'natural', 'catmullRom', 'step', 'stepBefore', 'stepAfter'] as const;
const sydney = cityClimate('sydney');

export default function LineCurveTypes() {
  const [curve, setCurve] = React.useState<(typeof CURVES)[number]>('monotoneX');
  return (
    <Stack sx={{width: '100%'}}>
      <TextField
        select
        size="small"
        label="curve"
        value={curve}
        onChange={(e) => setCurve(e.target.value as (typeof CURVES)[number])}
        sx={{mx: 2, width: 200}}
      >
        {CURVES.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={280}
        xAxis={[{scaleType: 'point', data: [...MONTHS]}]}
        series={[{data: [...sydney.sunshine], label: 'Sydney, hours of sunshine', curve}]}
      />
    </Stack>
  );
}
