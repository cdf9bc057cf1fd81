import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import {LineChart} from '@mui/x-charts/LineChart';
import type {CurveType} from '@mui/x-charts/models';

const CURVES: CurveType[] = [
  'monotoneX',
  'monotoneY',
  'catmullRom',
  'linear',
  'natural',
  'bumpX',
  'bumpY',
  'step',
  'stepBefore',
  'stepAfter',
];

// Electricity price tiers of a day (cents per kWh), a classic case for step curves.
const hours = [0, 3, 6, 9, 12, 15, 18, 21, 24];
const price = [18, 14, 22, 31, 27, 25, 38, 29, 18];

export default function LinesInterpolation() {
  const [curve, setCurve] = React.useState<CurveType>('stepAfter');
  return (
    <Stack sx={{width: '100%'}} spacing={1}>
      <TextField select size="small" label="curve" value={curve} onChange={(e) => setCurve(e.target.value as CurveType)} sx={{width: 200}}>
        {CURVES.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={280}
        xAxis={[{data: hours, min: 0, max: 24, label: 'Hour of the day'}]}
        yAxis={[{width: 50}]}
        series={[{data: price, curve, label: 'Price (¢/kWh)'}]}
        hideLegend
      />
    </Stack>
  );
}
